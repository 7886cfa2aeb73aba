import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts, closingDocuments, properties } from "#app/db/schema/index";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { checkDocumentFile, type DocumentRefusal } from "./document-file";
import { type DocumentMailDeps, queueDocumentMail } from "./document-mail.server";
import {
  type ChecklistFacts,
  type ChecklistItem,
  type ChecklistItemKey,
  closingChecklist,
} from "./documents";
import { closingRefusal } from "./refusals";
import type { ClosingRoom } from "./room-access.server";

type Reader = Pick<Db, "select">;

/** The facts the checklist is built from: the signed arras, the listing and the accepted offer. */
export async function checklistFactsOf(
  db: Reader,
  room: Pick<ClosingRoom, "deal" | "property">,
): Promise<ChecklistFacts> {
  const [arras] = await db
    .select({ signedAt: arrasContracts.signedAt, terms: arrasContracts.terms })
    .from(arrasContracts)
    .where(and(eq(arrasContracts.propertyId, room.deal.propertyId), isNotNull(arrasContracts.signedAt)))
    .orderBy(desc(arrasContracts.signedAt))
    .limit(1);
  // An earlier buyer's contract is not this deal's: only arras signed after the deal was agreed count.
  const terms =
    arras?.signedAt && arras.signedAt >= room.deal.agreedAt ? (arras.terms as Partial<ArrasTerms>) : {};
  const [listing] = await db
    .select({ fees: properties.communityFeesYearly })
    .from(properties)
    .where(eq(properties.id, room.property.id));
  return {
    sellerResidence: terms.sellerResidence ?? "residente",
    province: room.property.province,
    mortgageToCancel: terms.chargesState === "hipoteca",
    communityOfOwners: (listing?.fees ?? 0) > 0,
    buyerFinancing: room.deal.financing,
  };
}

export type DocumentRow = typeof closingDocuments.$inferSelect;

export type ChecklistEntry = ChecklistItem & {
  state: "received" | "missing";
  /** The newest row: a file, or a paper mark. */
  current: DocumentRow | null;
  /** The older rows, newest first: replaced files and earlier marks. */
  history: DocumentRow[];
};

/** The deal's checklist with each item's state and its files, for both parties and staff. */
export async function documentsChecklist(db: Reader, room: Pick<ClosingRoom, "deal" | "property">) {
  const items = closingChecklist(await checklistFactsOf(db, room));
  const rows = await db
    .select()
    .from(closingDocuments)
    .where(eq(closingDocuments.dealId, room.deal.id))
    .orderBy(desc(closingDocuments.createdAt), desc(closingDocuments.id));
  return items.map((item): ChecklistEntry => {
    const [current = null, ...history] = rows.filter((row) => row.itemKey === item.key);
    return { ...item, state: current ? "received" : "missing", current, history };
  });
}

function itemOf(items: readonly ChecklistItem[], key: string): ChecklistItem {
  const item = items.find((candidate) => candidate.key === key);
  if (!item) throw closingRefusal("invalid", "notInList");
  return item;
}

function assertOpen(room: Pick<ClosingRoom, "readOnly">) {
  if (room.readOnly) throw closingRefusal("conflict", "ended");
}

export type UploadInput = {
  itemKey: string;
  file: { name: string; size: number; bytes: Uint8Array };
  issuedOn: string | null;
};

/**
 * Stores a document the party who brings it uploads: checked by size and content, kept in the
 * private bucket, recorded as a new row (a replaced file stays as history). Returns the error to
 * show next to the item when the file is refused.
 */
export async function uploadClosingDocument(
  deps: { db: Db; storage: FileStorage; now: Date; mail: DocumentMailDeps },
  room: ClosingRoom,
  userId: string,
  input: UploadInput,
): Promise<{ ok: true; id: string } | { ok: false; code: DocumentRefusal; error: string }> {
  assertOpen(room);
  const items = closingChecklist(await checklistFactsOf(deps.db, room));
  const item = itemOf(items, input.itemKey);
  if (room.party !== item.party) throw closingRefusal("forbidden", "otherPartyDocument");
  const check = checkDocumentFile({ size: input.file.size, head: input.file.bytes.subarray(0, 16) });
  if (!check.ok) return check;
  const id = crypto.randomUUID();
  const storageKey = `closing/${room.deal.id}/${item.key}/${id}.${check.extension}`;
  await deps.storage.put(
    BUCKETS.propertyContracts,
    storageKey,
    Buffer.from(input.file.bytes),
    check.contentType,
  );
  await deps.mail.mailer.ready();
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(closingDocuments).values({
        id,
        dealId: room.deal.id,
        itemKey: item.key,
        storageKey,
        fileName: `${item.key}.${check.extension}`,
        contentType: check.contentType,
        size: input.file.size,
        issuedOn: item.key === "nota-simple" ? input.issuedOn : null,
        uploadedBy: userId,
        party: room.party,
        createdAt: deps.now,
      });
      await queueDocumentMail(tx, deps.mail, { room, item, rowId: id, now: deps.now, uploaded: true });
    });
  } catch (error) {
    // No row, no file: a stored file nobody can reach is only a leak waiting to happen.
    await deps.storage.delete(BUCKETS.propertyContracts, storageKey).catch(() => undefined);
    throw error;
  }
  deps.mail.mailer.wake();
  return { ok: true, id };
}

/** The other party or staff confirm they have a document on paper: the item counts as received. */
export async function markDocumentReceived(
  deps: { db: Db; now: Date; mail: DocumentMailDeps },
  room: ClosingRoom,
  userId: string,
  itemKey: string,
): Promise<void> {
  assertOpen(room);
  const item = itemOf(closingChecklist(await checklistFactsOf(deps.db, room)), itemKey);
  if (room.party === item.party) throw closingRefusal("forbidden", "markedByReceiver");
  await deps.mail.mailer.ready();
  await deps.db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    await tx.insert(closingDocuments).values({
      id,
      dealId: room.deal.id,
      itemKey: item.key as ChecklistItemKey,
      uploadedBy: userId,
      party: room.party,
      createdAt: deps.now,
    });
    await queueDocumentMail(tx, deps.mail, { room, item, rowId: id, now: deps.now, uploaded: false });
  });
  deps.mail.mailer.wake();
}

/** One stored file of the room's deal, or null (not this deal's, a paper mark, or gone). */
export async function closingDocumentFile(
  deps: { db: Reader; storage: FileStorage },
  room: Pick<ClosingRoom, "deal">,
  documentId: string,
) {
  const [row] = await deps.db
    .select()
    .from(closingDocuments)
    .where(and(eq(closingDocuments.id, documentId), eq(closingDocuments.dealId, room.deal.id)))
    .orderBy(asc(closingDocuments.createdAt));
  if (!row?.storageKey || !row.contentType) return null;
  const stored = await deps.storage.get(BUCKETS.propertyContracts, row.storageKey);
  if (!stored) return null;
  return { body: stored.body, contentType: row.contentType, fileName: row.fileName ?? "documento" };
}
