import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#app/db/client.server";
import { deals, leadOffers, leads, properties, users } from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import { dealAgreedEmails, offerClosedEmail } from "#app/emails/deal.server";
import type { EmailBrand } from "#app/emails/layout.server";
import { isUuid } from "#app/lib/uuid";
import type { OfferState } from "../offers/offer-states";
import { agreeDeal, type DealTerms } from "./offer-deal";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const dealColumns = {
  id: deals.id,
  propertyId: deals.propertyId,
  leadId: deals.leadId,
  buyerName: deals.buyerName,
  buyerEmail: deals.buyerEmail,
  price: deals.price,
  deposit: deals.deposit,
  financing: deals.financing,
  arrasDate: deals.arrasDate,
  conditions: deals.conditions,
  acceptedBy: deals.acceptedBy,
  agreedAt: deals.agreedAt,
};

/**
 * The listing's agreed deal that holds (not released), or null: its reservation. The one read of
 * "the accepted platform offer" for the arras, the sale calculator and the success fee. Callers
 * check the listing is the user's own (or the user is staff) before showing the buyer's details.
 */
export async function activeDealFor(db: Pick<Db, "select">, propertyId: string) {
  if (!isUuid(propertyId)) return null;
  const [row] = await db
    .select(dealColumns)
    .from(deals)
    .where(and(eq(deals.propertyId, propertyId), isNull(deals.releasedAt)))
    .limit(1);
  return row ?? null;
}
export type ActiveDeal = NonNullable<Awaited<ReturnType<typeof activeDealFor>>>;

// The reservation as a SQL condition lives with the listing reads that need it; callers here and
// the dashboard's reads still import it from this module.
export { hasActiveDeal } from "#app/domain/listings/reservation.server";

/** The deal an offer led to, the newest (a released one too: the buyer's page says so), or null. */
export async function dealOfLead(db: Db, leadId: string) {
  const [row] = await db
    .select({ ...dealColumns, releasedAt: deals.releasedAt, releaseReason: deals.releaseReason })
    .from(deals)
    .where(eq(deals.leadId, leadId))
    .orderBy(desc(deals.agreedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Holds the listing's row for the transaction (no key update: buyers' new leads, which only
 * reference it, go on). Acceptances and releases of one listing take it first, so they queue.
 */
export async function lockListing(tx: Tx, propertyId: string) {
  await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for("no key update");
}

/** The offer an acceptance turns into a deal: its terms, buyer and listing. */
export type AcceptedOfferRow = {
  leadId: string;
  propertyId: string;
  buyerName: string;
  buyerEmail: string;
  amount: number;
  counterAmount: number | null;
  financing: "mortgage" | "cash";
  arrasDate: string;
  conditions: string;
};

/** Offers still open beside the accepted one: answered 'closed' in the same transaction. */
const OPEN_OFFER_STATES: readonly OfferState[] = ["unconfirmed", "submitted", "countered", "buyer_countered"];

/**
 * Inside the acceptance's transaction: writes the deal (the partial unique index refuses a second
 * one for the listing, so of two acceptances at once one rolls back) and closes the listing's other
 * open offers. Returns the deal and the closed offers whose buyer confirmed their address (those
 * are mailed; an unconfirmed one reads 'closed' if its buyer ever opens the link).
 */
export async function recordDeal(
  tx: Tx,
  offer: AcceptedOfferRow,
  move: "accept" | "accept-counter",
  now: Date,
) {
  const terms = agreeDeal(offer, move);
  await tx.insert(deals).values({
    propertyId: offer.propertyId,
    leadId: offer.leadId,
    buyerEmail: offer.buyerEmail,
    ...terms,
    agreedAt: now,
  });
  const closed = await tx
    .update(leads)
    .set({ state: "closed" satisfies OfferState, updatedAt: now })
    .where(
      and(
        eq(leads.propertyId, offer.propertyId),
        eq(leads.kind, "offer"),
        inArray(leads.state, [...OPEN_OFFER_STATES]),
        ne(leads.id, offer.leadId),
      ),
    )
    .returning({ leadId: leads.id });
  return { terms, closedLeadIds: closed.map((row) => row.leadId) };
}

/** What the deal's mails are written with: brand and links (offers.server OfferMail). */
type DealMailText = { brand: EmailBrand; buyerLink: (leadId: string) => string };

const buyerAccounts = alias(users, "buyer_accounts");

/** Closed offers to mail: confirmed by their buyer (a proven address), and not marked as spam. */
async function mailableClosedOffers(db: Tx, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return db
    .select({
      leadId: leads.id,
      propertyId: leads.propertyId,
      propertyTitle: properties.title,
      buyerName: leads.buyerName,
      buyerEmail: leads.buyerEmail,
      amount: leadOffers.amount,
      financing: leadOffers.financing,
      arrasDate: leadOffers.arrasDate,
      leadLocale: leads.locale,
      buyerAccountLocale: buyerAccounts.locale,
    })
    .from(leads)
    .innerJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(buyerAccounts, eq(buyerAccounts.id, leads.buyerUserId))
    .where(
      and(
        inArray(leads.id, leadIds),
        sql`${leadOffers.confirmedAt} is not null`,
        sql`${leads.review} is distinct from 'spam'`,
      ),
    );
}

/**
 * Inside the acceptance's transaction: the deal to both sides, and 'closed' to the other buyers
 * (the caller queues them in that transaction).
 */
export async function dealAgreedMessages(
  tx: Tx,
  mail: DealMailText,
  input: {
    offer: AcceptedOfferRow & {
      propertyTitle: string;
      sellerEmail: string;
      sellerName: string;
      /** Which language the buyer reads (buyerEmailLocale): the lead's, unless their account says. */
      leadLocale?: string | null;
      buyerAccountLocale?: string | null;
    };
    terms: DealTerms;
    closedLeadIds: string[];
  },
) {
  const { offer, terms } = input;
  const content = {
    brand: mail.brand,
    propertyId: offer.propertyId,
    leadId: offer.leadId,
    propertyTitle: offer.propertyTitle,
    deal: { ...terms, buyerEmail: offer.buyerEmail },
    seller: { email: offer.sellerEmail, name: offer.sellerName },
    buyerLocale: buyerEmailLocale({ locale: offer.buyerAccountLocale }, offer.leadLocale),
  };
  const messages = dealAgreedEmails(content, mail.buyerLink(offer.leadId));
  for (const { leadLocale, buyerAccountLocale, ...closed } of await mailableClosedOffers(
    tx,
    input.closedLeadIds,
  ))
    messages.push(
      offerClosedEmail(
        {
          ...closed,
          brand: mail.brand,
          propertyTitle: closed.propertyTitle,
          conditions: "",
        },
        mail.buyerLink(closed.leadId),
        buyerEmailLocale({ locale: buyerAccountLocale }, leadLocale),
      ),
    );
  return messages;
}
