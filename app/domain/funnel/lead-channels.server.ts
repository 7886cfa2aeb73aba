import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "#app/db/client.server";
import type { LeadChannel } from "#app/domain/campaign/channels";
import { countByLeadChannel } from "#app/domain/campaign/lead-channel-split";
import type { LeadActor } from "#app/domain/leads/log/lead-log.server";
import { isUuid } from "#app/lib/uuid";
import { FUNNEL_WEEKS } from "./stages";
import { lastWeekStarts } from "./weeks";

export type LeadChannelCounts = Partial<Record<LeadChannel, number>>;
type Options = { now?: Date; weeks?: number };
type ChannelRow = { property_id: string; channel: string; leads: number };

/**
 * Leads per channel over the funnel's weeks, counted exactly as the funnel counts its messages,
 * viewings and offers (every lead, set aside or not), so the split adds up to the funnel's figures.
 * `scope` is the authorization: it is part of the query, never checked after reading.
 */
async function leadChannelsWhere(db: Db, scope: SQL, options: Options) {
  const since = lastWeekStarts(options.now ?? new Date(), options.weeks ?? FUNNEL_WEEKS)[0] as string;
  const rows = await queryRows<ChannelRow>(
    db,
    sql`select l.property_id, l.channel, count(*)::int as leads
        from leads l join properties p on p.id = l.property_id
        where ${scope} and l.created_at >= (${since}::timestamp at time zone 'Europe/Madrid')
        group by 1, 2`,
  );
  const byListing = new Map<string, ChannelRow[]>();
  for (const row of rows) byListing.set(row.property_id, [...(byListing.get(row.property_id) ?? []), row]);
  return Object.fromEntries(
    [...byListing].map(([propertyId, listingRows]) => [
      propertyId,
      countByLeadChannel(listingRows.map((row) => ({ channel: row.channel, leads: Number(row.leads) }))),
    ]),
  ) as Record<string, LeadChannelCounts>;
}

/** The split of every listing `userId` owns, by listing id; a listing without leads is absent. */
export function ownListingLeadChannels(
  db: Db,
  userId: string,
  options: Options = {},
): Promise<Record<string, LeadChannelCounts>> {
  return leadChannelsWhere(db, sql`p.user_id = ${userId}`, options);
}

/**
 * One listing's split for its owner or for staff (who open any listing's buyers from /admin);
 * null for anyone else, the same answer as no listing.
 */
export async function listingLeadChannels(
  db: Db,
  actor: LeadActor,
  propertyId: string,
  options: Options = {},
): Promise<LeadChannelCounts | null> {
  if (!isUuid(propertyId)) return null;
  const visible =
    actor.role === "admin"
      ? sql`p.id = ${propertyId}`
      : sql`p.id = ${propertyId} and p.user_id = ${actor.id}`;
  const [listing] = await queryRows<{ id: string }>(db, sql`select p.id from properties p where ${visible}`);
  if (!listing) return null;
  const split = await leadChannelsWhere(db, visible, options);
  return split[propertyId] ?? {};
}
