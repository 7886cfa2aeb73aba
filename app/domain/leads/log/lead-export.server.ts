import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leadOffers, leads, leadViewings, properties } from "#app/db/schema/index";
import { FINANCING_LABELS } from "../offers/offer-states";
import { buyerRequestStateLabel } from "../requests/buyer-request-labels";
import { leadKindLabel, leadStateLabel } from "./kinds";
import { leadColumns, shownToSeller } from "./lead-log.server";

const exportColumns = {
  ...leadColumns,
  channel: leads.channel,
  propertyTitle: properties.title,
  updatedAt: leads.updatedAt,
  viewingLeadId: leadViewings.leadId,
  proposedSlots: leadViewings.proposedSlots,
  scheduledAt: leadViewings.scheduledAt,
  rating: leadViewings.rating,
  ratingComment: leadViewings.ratingComment,
  ratingCommentTranslation: leadViewings.ratingCommentTranslation,
  ratedAt: leadViewings.ratedAt,
  offerLeadId: leadOffers.leadId,
  offerAmount: leadOffers.amount,
  offerFinancing: leadOffers.financing,
  offerArrasDate: leadOffers.arrasDate,
  offerConditions: leadOffers.conditions,
  counterAmount: leadOffers.counterAmount,
  counterMessage: leadOffers.counterMessage,
  offerConfirmedAt: leadOffers.confirmedAt,
  offerAnsweredAt: leadOffers.answeredAt,
  readAt: leads.readAt,
  discardedAt: leads.discardedAt,
};

const selectForExport = (db: Db) =>
  db
    .select(exportColumns)
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .leftJoin(leadOffers, eq(leadOffers.leadId, leads.id));
type ExportRow = Awaited<ReturnType<typeof selectForExport>>[number];

/**
 * One lead as the export writes it: what the buyer sent, and what only a viewing (its times, the
 * buyer's rating) or an offer (its terms, the seller's counteroffer) has. Both sides of a lead
 * already saw all of this in their e-mails or the log.
 */
function toExportedLead(row: ExportRow, stateLabel: (kind: ExportRow["kind"], state: string) => string) {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    kind: row.kind,
    kindLabel: leadKindLabel(row.kind),
    state: row.state,
    stateLabel: stateLabel(row.kind, row.state),
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerPhone: row.buyerPhone,
    message: row.message,
    /** The adapter's Spanish of a foreign buyer's message (an offer's conditions); null when none. */
    messageTranslation: row.messageTranslation,
    channel: row.channel,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    viewing:
      row.viewingLeadId === null
        ? null
        : {
            proposedSlots: row.proposedSlots ?? [],
            /** The agreed time ('confirmed') or the one the seller proposed instead ('rescheduled'). */
            scheduledAt: row.scheduledAt,
            rating: row.rating,
            ratingComment: row.ratingComment,
            /** The adapter's Spanish of a foreign buyer's comment; null when none. */
            ratingCommentTranslation: row.ratingCommentTranslation,
            ratedAt: row.ratedAt,
          },
    offer:
      row.offerLeadId === null || row.offerAmount === null || row.offerFinancing === null
        ? null
        : {
            amount: row.offerAmount,
            financing: row.offerFinancing,
            financingLabel: FINANCING_LABELS[row.offerFinancing],
            arrasDate: row.offerArrasDate,
            conditions: row.offerConditions,
            counterAmount: row.counterAmount,
            counterMessage: row.counterMessage,
            confirmedAt: row.offerConfirmedAt,
            answeredAt: row.offerAnsweredAt,
          },
  };
}

/**
 * The leads in 'Descargar mis datos': as a seller, every contact on their listings that the log
 * shows them (discarded ones too: we still hold them; an offer whose buyer has not confirmed
 * their e-mail is not the seller's yet); as a signed-in buyer, what they sent, with the listing's
 * title only — never the seller's contact data, nor whether the seller opened or discarded it.
 */
export async function exportLeadsOfUser(db: Db, userId: string) {
  const [received, sent] = await Promise.all([
    selectForExport(db)
      .where(and(eq(properties.userId, userId), shownToSeller))
      .orderBy(desc(leads.createdAt), desc(leads.id)),
    selectForExport(db).where(eq(leads.buyerUserId, userId)).orderBy(desc(leads.createdAt), desc(leads.id)),
  ]);
  return {
    received: received.map((row) => ({
      ...toExportedLead(row, leadStateLabel),
      readAt: row.readAt,
      discardedAt: row.discardedAt,
    })),
    // Whether the seller opened or set it aside is the seller's own activity: not in the buyer's copy.
    // The states in the buyer's words: the seller's ('aceptaste otra oferta') would be untrue to them.
    sent: sent.map((row) => toExportedLead(row, buyerRequestStateLabel)),
  };
}
