import { and, eq, gte, ne } from "drizzle-orm";
import { type Transaction as Tx, transactionExecutor } from "#app/db/client.server";
import { closingDocuments } from "#app/db/schema/index";
import { closingRoomEmail } from "#app/emails/closing-room.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { ChecklistItem } from "./documents";
import type { ClosingRoom } from "./room-access.server";
import { partiesOf } from "./room-data.server";

export type DocumentMailDeps = {
  brand: EmailBrand;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
};

/**
 * One hour: a party sharing the seller's five papers in a row sends one e-mail, not five. A change
 * tells the others unless this party's last e-mail went less than an hour ago: that e-mail links to
 * the tab, which lists every document as it stands when they open it.
 */
export const DOCUMENT_MAIL_QUIET_MS = 60 * 60 * 1000;

/**
 * Inside the transaction that records a document (`rowId`): tells the other party — both parties
 * when staff mark one received — unless this party's changes already e-mailed within the quiet
 * hour; the row records when it told.
 */
export async function queueDocumentMail(
  tx: Tx,
  deps: DocumentMailDeps,
  input: {
    room: ClosingRoom;
    item: Pick<ChecklistItem, "key" | "title">;
    rowId: string;
    now: Date;
    uploaded: boolean;
  },
) {
  const { room, item, now } = input;
  const [recent] = await tx
    .select({ id: closingDocuments.id })
    .from(closingDocuments)
    .where(
      and(
        eq(closingDocuments.dealId, room.deal.id),
        eq(closingDocuments.party, room.party),
        ne(closingDocuments.id, input.rowId),
        gte(closingDocuments.toldAt, new Date(now.getTime() - DOCUMENT_MAIL_QUIET_MS)),
      ),
    )
    .limit(1);
  if (recent) return;
  await tx.update(closingDocuments).set({ toldAt: now }).where(eq(closingDocuments.id, input.rowId));
  const parties = await partiesOf(tx, room);
  const told =
    room.party === "staff"
      ? [parties.seller, parties.buyer]
      : [room.party === "seller" ? parties.buyer : parties.seller];
  for (const person of told)
    await deps.mailer.enqueueInTransaction(
      transactionExecutor(tx),
      closingRoomEmail({
        brand: deps.brand,
        to: person.email,
        name: person.name,
        dealId: room.deal.id,
        propertyTitle: room.property.title,
        news: {
          kind: "document",
          party: room.party,
          itemKey: item.key,
          title: item.title,
          uploaded: input.uploaded,
        },
        locale: person.locale,
      }),
    );
}
