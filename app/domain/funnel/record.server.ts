import { and, isNotNull, lt, sql } from "drizzle-orm";
import { type Db, queryRows } from "#app/db/client.server";
import { listingEvents } from "#app/db/schema/index";
import type { ListingEventKind } from "#app/db/schema/listing-events";
import { isUuid } from "#app/lib/uuid";
import { visitorHash } from "./visitor.server";
import { madridDay } from "./weeks";

/** A person on a listing's page, as the server saw them (isPersonVisiting already said yes). */
export type ListingVisit = {
  ip: string;
  userAgent: string;
  /** The signed-in visitor, if any: a seller looking at their own listing is not counted. */
  viewerId: string | null;
  at: Date;
};

/**
 * Counts a view or a phone click of a published listing, once per visitor and day: one statement,
 * which finds the listing, leaves out its owner and lets the unique index turn a repeat (or two at
 * the same instant) into nothing. True when it counted.
 */
export async function recordListingEvent(
  db: Db,
  input: { secret: string; propertyId: string; kind: ListingEventKind; visit: ListingVisit },
): Promise<boolean> {
  const { propertyId, kind, visit } = input;
  if (!isUuid(propertyId)) return false;
  const day = madridDay(visit.at);
  const hash = visitorHash({
    secret: input.secret,
    day,
    ip: visit.ip,
    userAgent: visit.userAgent,
    propertyId,
  });
  const rows = await queryRows<{ counted: number }>(
    db,
    sql`insert into listing_events (property_id, kind, day, visitor_hash)
        select id, ${kind}, ${day}::date, ${hash} from properties
        where id = ${propertyId} and status = 'published' and user_id is distinct from ${visit.viewerId}
        on conflict do nothing
        returning 1 as counted`,
  );
  return rows.length > 0;
}

/**
 * Once its day is over a hash has done its only job (telling a repeat visit that day from a new
 * one): it is set to null so that no stored value can be tied to a person, even by someone with
 * the secret and a guess. The counts stay. Returns how many were forgotten.
 */
export async function forgetPastVisitorHashes(db: Db, now: Date = new Date()): Promise<number> {
  const forgotten = await db
    .update(listingEvents)
    .set({ visitorHash: null })
    .where(and(lt(listingEvents.day, madridDay(now)), isNotNull(listingEvents.visitorHash)))
    .returning({ day: listingEvents.day });
  return forgotten.length;
}
