import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts } from "#app/db/schema/index";
import { sealedCopyKey } from "#app/domain/sale/arras-pdf.server";
import { madridDay } from "#app/lib/calendar";
import type { PrivatePdf } from "#app/lib/private-file.server";
import { BUCKETS, type FileStorage, isSafeKey } from "#app/lib/storage.server";
import type { ClosingRoom } from "./room-access.server";

type Reader = Pick<Db, "select">;

/** Where the deal's signed contract lives: the sealed copy if signed online, else the generated PDF. */
async function signedArrasKey(db: Reader, room: Pick<ClosingRoom, "deal">) {
  const kept = room.deal.signedArras;
  if (kept)
    return { key: kept.sealedPdfStoragePath ?? kept.pdfStoragePath, signedAt: new Date(kept.signedAt) };
  const [row] = await db
    .select({ id: arrasContracts.id, signedAt: arrasContracts.signedAt, key: arrasContracts.pdfStoragePath })
    .from(arrasContracts)
    .where(and(eq(arrasContracts.propertyId, room.deal.propertyId), isNotNull(arrasContracts.signedAt)))
    .orderBy(desc(arrasContracts.signedAt))
    .limit(1);
  // An earlier buyer's contract is not this deal's.
  if (!row?.signedAt || row.signedAt < room.deal.agreedAt) return null;
  return { key: (await sealedCopyKey(db, row.id)) ?? row.key, signedAt: row.signedAt };
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
  const found = await signedArrasKey(db, room);
  if (!found || !isSafeKey(found.key)) return null;
  const file = await storage.get(BUCKETS.propertyContracts, found.key);
  if (file?.body.subarray(0, 5).toString("latin1") !== "%PDF-") return null;
  return { body: file.body, fileName: `contrato-arras-firmado-${madridDay(found.signedAt)}.pdf` };
}
