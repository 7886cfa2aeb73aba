import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "#app/db/client.server";
import { properties } from "#app/db/schema/index";
import { FUNNEL_WEEKS, type FunnelStage, type FunnelWeek } from "./stages";
import { lastWeekStarts } from "./weeks";

const STAGE_OF_KIND: Record<string, FunnelStage> = {
  view: "views",
  phone_click: "phoneClicks",
  enquiry: "enquiries",
  viewing: "viewings",
  offer: "offers",
};

type CountRow = { property_id: string; week: string; kind: string; count: number };

/**
 * The funnel of every listing `userId` owns, by listing id: the last `weeks` weeks, oldest first,
 * weeks with nothing as zeros. Only the owner's listings are read (the join on the owner is the
 * authorization); leads set aside by the seller still count, they did happen.
 */
export async function ownListingFunnels(
  db: Db,
  userId: string,
  options: { now?: Date; weeks?: number; propertyId?: string } = {},
): Promise<Record<string, FunnelWeek[]>> {
  const weekStarts = lastWeekStarts(options.now ?? new Date(), options.weeks ?? FUNNEL_WEEKS);
  const since = weekStarts[0] as string;
  const owned = options.propertyId
    ? and(eq(properties.userId, userId), eq(properties.id, options.propertyId))
    : eq(properties.userId, userId);
  const ownedSql: SQL = options.propertyId
    ? sql`p.user_id = ${userId} and p.id = ${options.propertyId}`
    : sql`p.user_id = ${userId}`;
  const [own, events, leads] = await Promise.all([
    db.select({ id: properties.id }).from(properties).where(owned),
    queryRows<CountRow>(
      db,
      sql`select e.property_id, to_char(date_trunc('week', e.day), 'YYYY-MM-DD') as week, e.kind,
                 count(*)::int as count
          from listing_events e join properties p on p.id = e.property_id
          where ${ownedSql} and e.day >= ${since}::date
          group by 1, 2, 3`,
    ),
    queryRows<CountRow>(
      db,
      sql`select l.property_id,
                 to_char(date_trunc('week', l.created_at at time zone 'Europe/Madrid'), 'YYYY-MM-DD') as week,
                 l.kind, count(*)::int as count
          from leads l join properties p on p.id = l.property_id
          where ${ownedSql} and l.created_at >= (${since}::timestamp at time zone 'Europe/Madrid')
          group by 1, 2, 3`,
    ),
  ]);
  const funnels: Record<string, FunnelWeek[]> = {};
  for (const { id } of own) funnels[id] = weekStarts.map(emptyWeek);
  for (const row of [...events, ...leads]) {
    const week = funnels[row.property_id]?.find((candidate) => candidate.weekStart === row.week);
    const stage = STAGE_OF_KIND[row.kind];
    if (week && stage) week[stage] += Number(row.count);
  }
  return funnels;
}

/** One listing's funnel, or null when `userId` does not own it (the same answer as no listing). */
export async function listingFunnel(
  db: Db,
  userId: string,
  propertyId: string,
  options: { now?: Date; weeks?: number } = {},
): Promise<FunnelWeek[] | null> {
  if (!/^[0-9a-f-]{36}$/i.test(propertyId)) return null;
  const funnels = await ownListingFunnels(db, userId, { ...options, propertyId });
  return funnels[propertyId] ?? null;
}

function emptyWeek(weekStart: string): FunnelWeek {
  return { weekStart, views: 0, phoneClicks: 0, enquiries: 0, viewings: 0, offers: 0 };
}
