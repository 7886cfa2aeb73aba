import { and, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, properties } from "#app/db/schema/index";
import { UNCONFIRMED_OFFER_DAYS } from "../offers/offer-states";
import { LEAD_RETENTION } from "./retention";

const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/**
 * Deletes the buyer contacts past their retention (retention.ts): those of a listing that left the
 * portal (sold, withdrawn, back to draft) over 12 months ago, and any without activity for 24
 * months — and offers whose buyer never opened the confirmation link within a week (nobody proved
 * the address: the seller never saw them). One statement, safe to run again or from several instances at once. Returns how many
 * went. The scheduled job (the durable queue's daily run) only calls this.
 */
export async function deleteExpiredLeads(db: Db, now: Date): Promise<number> {
  const closedBefore = monthsBefore(now, LEAD_RETENTION.monthsAfterListingClosed);
  const idleBefore = monthsBefore(now, LEAD_RETENTION.monthsWithoutActivity);
  const unconfirmedBefore = new Date(now.getTime() - UNCONFIRMED_OFFER_DAYS * 24 * 60 * 60 * 1000);
  const closedListings = db
    .select({ id: properties.id })
    .from(properties)
    .where(and(ne(properties.status, "published"), lt(properties.updatedAt, closedBefore)));
  const deleted = await db
    .delete(leads)
    .where(
      or(
        inArray(leads.propertyId, closedListings),
        sql`greatest(${leads.createdAt}, ${leads.updatedAt}) < ${idleBefore.toISOString()}::timestamptz`,
        and(eq(leads.kind, "offer"), eq(leads.state, "unconfirmed"), lt(leads.createdAt, unconfirmedBefore)),
      ),
    )
    .returning({ id: leads.id });
  return deleted.length;
}
