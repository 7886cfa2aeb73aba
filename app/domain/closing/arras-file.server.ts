import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts } from "#app/db/schema/index";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { sealedCopyKey } from "#app/domain/sale/arras-pdf.server";
import { madridDay } from "#app/lib/calendar";
import type { PrivatePdf } from "#app/lib/private-file.server";
import { BUCKETS, type FileStorage, isSafeKey } from "#app/lib/storage.server";
import type { ClosingRoom } from "./room-access.server";

type Reader = Pick<Db, "select">;

/** The deal's signed contract: its terms, when, whether online, and where its PDF lives. */
export type SignedArras = { signedAt: Date; terms: Partial<ArrasTerms>; key: string; signedOnline: boolean };

/**
 * The contract signed for this deal: the copy kept with it if it fell through, else the listing's
 * contract signed after the deal was agreed. Its PDF is the sealed copy if signed online, else the
 * generated one the seller marked signed on paper.
 */
export async function signedArrasOfDeal(
  db: Reader,
  room: Pick<ClosingRoom, "deal">,
): Promise<SignedArras | null> {
  const kept = room.deal.signedArras;
  if (kept)
    return {
      signedAt: new Date(kept.signedAt),
      terms: kept.terms as Partial<ArrasTerms>,
      key: kept.sealedPdfStoragePath ?? kept.pdfStoragePath,
      signedOnline: Boolean(kept.sealedPdfStoragePath),
    };
  const [row] = await db
    .select({
      id: arrasContracts.id,
      signedAt: arrasContracts.signedAt,
      terms: arrasContracts.terms,
      key: arrasContracts.pdfStoragePath,
    })
    .from(arrasContracts)
    .where(and(eq(arrasContracts.propertyId, room.deal.propertyId), isNotNull(arrasContracts.signedAt)))
    .orderBy(desc(arrasContracts.signedAt))
    .limit(1);
  // An earlier buyer's contract is not this deal's.
  if (!row?.signedAt || row.signedAt < room.deal.agreedAt) return null;
  const sealed = await sealedCopyKey(db, row.id);
  return {
    signedAt: row.signedAt,
    terms: row.terms as Partial<ArrasTerms>,
    key: sealed ?? row.key,
    signedOnline: sealed !== null,
  };
}

/**
 * The arras both parties signed, for the room's parties and staff (the room was opened for them
 * already): the one document the señal's fate and the deed's deadline rest on, so the buyer holds
 * it as much as the seller. Null while unsigned, and for a file that is not a PDF.
 */
export async function signedArrasFile(
  { db, storage }: { db: Reader; storage: FileStorage },
  room: Pick<ClosingRoom, "deal">,
): Promise<PrivatePdf | null> {
  const found = await signedArrasOfDeal(db, room);
  if (!found || !isSafeKey(found.key)) return null;
  const file = await storage.get(BUCKETS.propertyContracts, found.key);
  if (file?.body.subarray(0, 5).toString("latin1") !== "%PDF-") return null;
  return { body: file.body, fileName: `contrato-arras-firmado-${madridDay(found.signedAt)}.pdf` };
}
