import { and, eq, isNull } from "drizzle-orm";
import { deals, leadOffers, leads, leadViewings, users } from "#app/db/schema/index";
import { isLeadChannel, LEAD_CHANNEL_LABELS } from "#app/domain/campaign/channels";
import { isLocale, WRITES_IN } from "#app/lib/i18n/locales";
import { dealSentence } from "../deals/offer-deal";
import { formatViewingTime, MAX_TIME_PROPOSALS } from "../viewings/viewing-slots";
import { buyerKey } from "./buyer-groups";
import { type LeadKind, leadKindLabel, leadStateLabel } from "./kinds";

/*
 * One lead as the seller's log shows it (lead-log.server.ts reads, buyer-cards.server.ts groups):
 * the columns its queries select and the entry the page gets.
 */

/** Who sent a lead, for its grouping key: the address typed and the account (a left join on `users`). */
export const buyerKeyColumns = {
  buyerEmail: leads.buyerEmail,
  buyerUserId: leads.buyerUserId,
  accountEmail: users.email,
  accountVerified: users.emailVerified,
};

/** What the log, the staff view and the export read of a lead. */
export const leadColumns = {
  id: leads.id,
  propertyId: leads.propertyId,
  kind: leads.kind,
  state: leads.state,
  buyerName: leads.buyerName,
  buyerEmail: leads.buyerEmail,
  buyerPhone: leads.buyerPhone,
  message: leads.message,
  messageTranslation: leads.messageTranslation,
  createdAt: leads.createdAt,
  readAt: leads.readAt,
  channel: leads.channel,
  locale: leads.locale,
};

/** An offer's terms as the log shows them (null for other kinds); joined only by the log's reads. */
export const offerTermColumns = {
  offerAmount: leadOffers.amount,
  offerFinancing: leadOffers.financing,
  offerArrasDate: leadOffers.arrasDate,
  offerConditions: leadOffers.conditions,
  offerCounterAmount: leadOffers.counterAmount,
  offerCounterMessage: leadOffers.counterMessage,
  // The deal the offer led to, while it holds: its price is the one the card shows.
  dealPrice: deals.price,
  dealDeposit: deals.deposit,
  dealAcceptedBy: deals.acceptedBy,
};

/** Joins an offer's deal that holds; other leads get nulls. */
export const dealOfLeadJoin = and(eq(deals.leadId, leads.id), isNull(deals.releasedAt));

type OfferTermRow = {
  offerAmount: number | null;
  offerFinancing: "mortgage" | "cash" | null;
  offerArrasDate: string | null;
  offerConditions: string | null;
  offerCounterAmount: number | null;
  offerCounterMessage: string | null;
  dealPrice: number | null;
  dealDeposit: number | null;
  dealAcceptedBy: "seller" | "buyer" | null;
};

function toOfferTerms(row: OfferTermRow & { buyerName: string }) {
  if (row.offerAmount === null || row.offerFinancing === null || row.offerArrasDate === null) return null;
  return {
    amount: row.offerAmount,
    financing: row.offerFinancing,
    arrasDate: row.offerArrasDate,
    conditions: row.offerConditions ?? "",
    counterAmount: row.offerCounterAmount,
    counterMessage: row.offerCounterMessage,
    deal:
      row.dealPrice === null || row.dealAcceptedBy === null
        ? null
        : {
            price: row.dealPrice,
            deposit: row.dealDeposit ?? 0,
            sentence: dealSentence(
              { acceptedBy: row.dealAcceptedBy, buyerName: row.buyerName, price: row.dealPrice },
              "seller",
            ),
          },
  };
}

/**
 * The log also shows what only a viewing has (null columns for the other kinds), and reads who sent
 * it (the buyer's account, joined on `users`) for the grouping key, which stays on the server.
 */
export const logColumns = {
  ...leadColumns,
  ...buyerKeyColumns,
  ...offerTermColumns,
  proposedSlots: leadViewings.proposedSlots,
  scheduledAt: leadViewings.scheduledAt,
  timeProposals: leadViewings.timeProposals,
  rating: leadViewings.rating,
  ratingComment: leadViewings.ratingComment,
  ratingCommentTranslation: leadViewings.ratingCommentTranslation,
};

type ViewingColumns = {
  proposedSlots: Date[] | null;
  scheduledAt: Date | null;
  timeProposals: number | null;
  rating: number | null;
  ratingComment: string | null;
  ratingCommentTranslation: string | null;
};

/** A viewing's times as the seller answers them: the instant (the form's value) and its Madrid label. */
function viewingOf(row: ViewingColumns) {
  if (!row.proposedSlots) return null;
  const slot = (instant: Date) => ({ value: instant.toISOString(), label: formatViewingTime(instant) });
  return {
    proposedSlots: row.proposedSlots.map(slot),
    scheduled: row.scheduledAt ? slot(row.scheduledAt) : null,
    isPast: row.scheduledAt !== null && row.scheduledAt.getTime() <= Date.now(),
    canProposeTime: (row.timeProposals ?? 0) < MAX_TIME_PROPOSALS,
    rating: row.rating,
    ratingComment: row.ratingComment,
    /** The adapter's Spanish for a comment in another language; null when there is none (yet). */
    ratingCommentTranslation: row.ratingCommentTranslation,
  };
}
export type LeadViewing = NonNullable<ReturnType<typeof viewingOf>>;

type LeadRow = {
  id: string;
  propertyId: string;
  kind: LeadKind;
  state: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  message: string;
  messageTranslation?: string | null;
  createdAt: Date;
  readAt: Date | null;
  channel: string;
  locale?: string;
};

/** One line of the lead log, whatever its kind: the labels come from kinds.ts. */
export function toEntry(row: LeadRow & OfferTermRow & Partial<ViewingColumns>) {
  return {
    id: row.id,
    propertyId: row.propertyId,
    kind: row.kind,
    kindLabel: leadKindLabel(row.kind),
    state: row.state,
    stateLabel: leadStateLabel(row.kind, row.state),
    isUnread: row.readAt === null,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerPhone: row.buyerPhone,
    message: row.message,
    /** The adapter's Spanish for a message in another language; null when there is none (yet). */
    messageTranslation: row.messageTranslation ?? null,
    /** The language the message is written in, for the page to mark it (`lang`). */
    messageLang: isLocale(row.locale) ? row.locale : "es",
    createdAt: row.createdAt.toISOString(),
    channelLabel: LEAD_CHANNEL_LABELS[isLeadChannel(row.channel) ? row.channel : "otro"],
    /** 'Escribe en inglés' for a buyer who wrote from the English listing; null in Spanish. */
    writesIn: isLocale(row.locale) ? WRITES_IN[row.locale] : null,
    offer: toOfferTerms(row),
    viewing: viewingOf({
      proposedSlots: row.proposedSlots ?? null,
      scheduledAt: row.scheduledAt ?? null,
      timeProposals: row.timeProposals ?? null,
      rating: row.rating ?? null,
      ratingComment: row.ratingComment ?? null,
      ratingCommentTranslation: row.ratingCommentTranslation ?? null,
    }),
  };
}
export type LeadEntry = ReturnType<typeof toEntry>;

/** The row's buyer, as buyer-groups.ts keys them (the account's columns come from the join on `users`). */
export function buyerKeyOfRow(row: {
  buyerEmail: string;
  buyerUserId: string | null;
  accountEmail: string | null;
  accountVerified: boolean | null;
}): string {
  return buyerKey({
    buyerEmail: row.buyerEmail,
    account:
      row.buyerUserId && row.accountEmail !== null
        ? { id: row.buyerUserId, email: row.accountEmail, emailVerified: row.accountVerified === true }
        : null,
  });
}
