import { and, asc, eq, gt, notExists, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { campaignChannels } from "#app/db/schema/campaigns";
import { properties } from "#app/db/schema/properties";
import {
  isTranslationLocale,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from "#app/domain/listings/listing-translations";
import { translationsByListing } from "#app/domain/listings/listing-translations.server";
import { type FeedListing, KYERO_FEED_HEAD, KYERO_FEED_TAIL, kyeroProperty } from "./kyero-feed";

/** Rows per query: big enough that 10 000 listings take 40 round trips, small enough to stay a few MB. */
export const FEED_PAGE_SIZE = 250;

/**
 * The listings a portal may show: published, campaign paid, not a tester's (docs/decisions/0025,
 * even with its campaign 'paid' by a tester's shortcut or a test card), and not paused or ended on
 * Kyero by staff. A sold or withdrawn listing is no longer 'published', so the next import drops it.
 */
const inFeed = and(
  eq(properties.status, "published"),
  eq(properties.marketingActive, true),
  eq(properties.isTest, false),
  notExists(
    sql`(select 1 from ${campaignChannels} where ${campaignChannels.propertyId} = ${properties.id}
      and ${campaignChannels.channel} = 'kyero' and ${campaignChannels.state} in ('paused', 'ended'))`,
  ),
);

/** One page of the feed after `afterId` (keyset paging on the primary key: no OFFSET to rescan). */
export function feedPage(db: Db, afterId: string | null, limit = FEED_PAGE_SIZE): Promise<FeedListing[]> {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      description: properties.description,
      address: properties.address,
      province: properties.province,
      propertyType: properties.propertyType,
      price: properties.price,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      size: properties.size,
      energyRating: properties.energyRating,
      images: properties.images,
      features: properties.features,
      latitude: properties.latitude,
      longitude: properties.longitude,
      changedAt:
        sql<Date>`greatest(${properties.updatedAt}, coalesce(${properties.marketingActivatedAt}, ${properties.updatedAt}))`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(properties)
    .where(afterId ? and(inFeed, gt(properties.id, afterId)) : inFeed)
    .orderBy(asc(properties.id))
    .limit(limit);
}

/** A page's listings with their reviewed descriptions in other languages: one query per page. */
async function withReviewedTranslations(db: Db, page: FeedListing[]): Promise<FeedListing[]> {
  const byListing = await translationsByListing(
    db,
    page.map((listing) => listing.id),
  );
  // Most listings have none: the page goes out as read, with no copy of each row.
  if (byListing.size === 0) return page;
  return page.map((listing) => ({
    ...listing,
    translations: (byListing.get(listing.id) ?? [])
      .filter((translation) => translation.source === "seller" || translation.reviewedAt !== null)
      .filter((translation) => isTranslationLocale(translation.locale))
      .map(({ locale, description }) => ({ locale: locale as TranslationLocale, description }))
      .sort((a, b) => TRANSLATION_LOCALES.indexOf(a.locale) - TRANSLATION_LOCALES.indexOf(b.locale)),
  }));
}

/**
 * The whole feed as a byte stream, written a page at a time as the client reads (pull): memory
 * holds one page whatever the number of listings, and a client that stops reading stops the queries.
 */
export function kyeroFeedStream(db: Db, publicUrl: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(KYERO_FEED_HEAD));
        return;
      }
      const page = await withReviewedTranslations(db, await feedPage(db, afterId));
      if (page.length > 0) {
        controller.enqueue(encoder.encode(page.map((listing) => kyeroProperty(listing, publicUrl)).join("")));
        afterId = page.at(-1)?.id ?? afterId;
      }
      if (page.length < FEED_PAGE_SIZE) {
        controller.enqueue(encoder.encode(KYERO_FEED_TAIL));
        controller.close();
      }
    },
  });
}
