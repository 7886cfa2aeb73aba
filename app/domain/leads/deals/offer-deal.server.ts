import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { alertSettings, deals, favourites, leadOffers, leads, properties, users } from "#app/db/schema/index";
import {
  backOnSaleEmail,
  dealAgreedEmails,
  dealReleasedToBuyerEmail,
  offerClosedEmail,
} from "#app/emails/deal.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Mailer, MailMessage } from "#app/lib/mailer.server";
import { isUuid } from "#app/lib/uuid";
import { pathTo, ROUTES } from "#app/urls";
import type { LeadActor } from "../log/lead-log.server";
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
/** …and, to queue them within the change's transaction, the mailer (docs/decisions/0046-mail-in-the-transaction.md). */
type DealMail = DealMailText & { mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake"> };

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
    })
    .from(leads)
    .innerJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .innerJoin(properties, eq(properties.id, leads.propertyId))
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
    offer: AcceptedOfferRow & { propertyTitle: string; sellerEmail: string; sellerName: string };
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
  };
  const messages = dealAgreedEmails(content, mail.buyerLink(offer.leadId));
  for (const closed of await mailableClosedOffers(tx, input.closedLeadIds))
    messages.push(
      offerClosedEmail(
        {
          ...closed,
          brand: mail.brand,
          propertyTitle: closed.propertyTitle?.trim() || "Vivienda en venta",
          conditions: "",
        },
        mail.buyerLink(closed.leadId),
      ),
    );
  return messages;
}

export type ReleaseRefusal = "not_found" | "arras_signed";

/**
 * 'Liberar la reserva': the owner ends the listing's deal (it fell through) with a reason. The
 * deal stays as history; its offer reads 'released'; the listing is on sale again. Refused once
 * the arras are signed (a signed contract is not undone by a button), and for anyone but the owner.
 */
export async function releaseDeal(input: {
  db: Db;
  mail: DealMail;
  actor: LeadActor;
  propertyId: string;
  reason: string;
  now?: Date;
}): Promise<{ ok: true } | { ok: false; reason: ReleaseRefusal }> {
  const { db, actor, propertyId, reason, now = new Date() } = input;
  if (!isUuid(propertyId)) return { ok: false, reason: "not_found" };
  await input.mail.mailer.ready();
  const outcome = await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({
        arrasSigned: properties.arrasSigned,
        title: properties.title,
        sellerName: users.name,
        sellerEmail: users.email,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(and(eq(properties.id, propertyId), eq(properties.userId, actor.id)))
      .for("no key update", { of: properties });
    if (!owned) return { ok: false as const, reason: "not_found" as const };
    if (owned.arrasSigned) return { ok: false as const, reason: "arras_signed" as const };
    const [released] = await tx
      .update(deals)
      .set({ releasedAt: now, releaseReason: reason })
      .where(and(eq(deals.propertyId, propertyId), isNull(deals.releasedAt)))
      .returning(dealColumns);
    if (!released) return { ok: false as const, reason: "not_found" as const };
    if (released.leadId)
      await tx
        .update(leads)
        .set({ state: "released" satisfies OfferState, updatedAt: now })
        .where(and(eq(leads.id, released.leadId), eq(leads.state, "accepted")));
    // Queued with the release: they go out if and only if it commits.
    await queueReleaseMails(tx, input.mail, { released, listing: owned, ownerId: actor.id, reason });
    return { ok: true as const };
  });
  if (!outcome.ok) return outcome;
  input.mail.mailer.wake();
  return { ok: true };
}

async function queueReleaseMails(
  tx: Tx,
  mail: DealMail,
  input: {
    released: ActiveDeal;
    listing: { title: string | null; sellerName: string; sellerEmail: string };
    ownerId: string;
    reason: string;
  },
) {
  const { released, listing } = input;
  const propertyTitle = listing.title?.trim() || "Vivienda en venta";
  const content = {
    brand: mail.brand,
    propertyId: released.propertyId,
    propertyTitle,
    deal: released,
    seller: { email: listing.sellerEmail, name: listing.sellerName },
  };
  // The buyer's link needs their offer: one deleted by retention leaves the e-mail without it.
  const link = released.leadId
    ? mail.buyerLink(released.leadId)
    : `${mail.brand.publicUrl}${pathTo(ROUTES.property, { id: released.propertyId })}`;
  const messages: MailMessage[] = [dealReleasedToBuyerEmail(content, input.reason, link)];
  for (const person of await favouritesToTell(tx, released.propertyId, input.ownerId, released.buyerEmail))
    messages.push(backOnSaleEmail(mail.brand, { propertyId: released.propertyId, propertyTitle }, person));
  for (const message of messages) await mail.mailer.enqueueInTransaction(transactionExecutor(tx), message);
}

/**
 * The accounts that saved the listing, to tell it is on sale again: verified addresses, not the
 * owner, not the deal's buyer (mailed above), and not those who turned their favourites' alerts off.
 */
async function favouritesToTell(db: Tx, propertyId: string, ownerId: string, buyerEmail: string) {
  return db
    .select({ email: users.email, name: users.name })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .leftJoin(alertSettings, eq(alertSettings.userId, favourites.userId))
    .where(
      and(
        eq(favourites.propertyId, propertyId),
        ne(favourites.userId, ownerId),
        eq(users.emailVerified, true),
        ne(users.email, buyerEmail),
        sql`coalesce(${alertSettings.priceDropFrequency}, 'instant') <> 'off'`,
      ),
    );
}
