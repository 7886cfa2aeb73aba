import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { favourites, properties } from "#app/db/schema/index";
import { hasActiveDeal } from "#app/domain/leads/deals/offer-deal.server";
import { type ListingStatus, listingStatus } from "#app/domain/listings/labels";
import { recentPriceDrop } from "#app/domain/listings/price-drop";
import { recentPriceChangesOf } from "#app/domain/listings/price-history.server";
import { isUuid } from "#app/lib/uuid";

/**
 * The heart: saves a listing for the user, only while it is published — an id from
 * the browser is never trusted to name one. Saving twice keeps the one row. False when there is
 * no such published listing.
 */
export async function addFavourite(db: Db, userId: string, propertyId: string): Promise<boolean> {
  if (!isUuid(propertyId)) return false;
  const [published] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, "published")))
    .limit(1);
  if (!published) return false;
  await db.insert(favourites).values({ userId, propertyId }).onConflictDoNothing();
  return true;
}

/** Takes the heart off: the user's own row only; removing one that is not there is no error. */
export async function removeFavourite(db: Db, userId: string, propertyId: string): Promise<void> {
  if (!isUuid(propertyId)) return;
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)));
}

export async function isFavourite(db: Db, userId: string, propertyId: string): Promise<boolean> {
  if (!isUuid(propertyId)) return false;
  const [row] = await db
    .select({ propertyId: favourites.propertyId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Which of these listings (a page of cards) the user saved: the hearts a signed-in buyer's page
 * shows filled. Only the user's own rows; ids that are not listings are ignored.
 */
export async function savedAmong(
  db: Db,
  userId: string,
  propertyIds: readonly string[],
): Promise<Set<string>> {
  const ids = propertyIds.filter((id) => isUuid(id));
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ propertyId: favourites.propertyId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.propertyId, ids)));
  return new Set(rows.map((row) => row.propertyId));
}

export type FavouriteListing = {
  id: string;
  title: string | null;
  address: string | null;
  price: number | null;
  coverImage: string | null;
  /** Where the listing is now: a sold or withdrawn one stays in the list and says so. */
  status: ListingStatus;
  /** The price before a drop of the last 30 days ('Ha bajado de precio'), or null. */
  previousPrice: number | null;
  savedAt: Date;
};

/** 'Favoritos': the user's saved listings, newest first, with only what the tab shows. */
export async function listOwnFavourites(db: Db, userId: string): Promise<FavouriteListing[]> {
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      price: properties.price,
      coverImage: sql<string | null>`${properties.images}[1]`,
      status: properties.status,
      arrasSigned: properties.arrasSigned,
      saleConfirmed: properties.saleConfirmed,
      hasActiveDeal: hasActiveDeal(properties.id),
      savedAt: favourites.createdAt,
    })
    .from(favourites)
    .innerJoin(properties, eq(properties.id, favourites.propertyId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
  const changes = await recentPriceChangesOf(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return rows.map(({ status, arrasSigned, saleConfirmed, hasActiveDeal, ...row }) => ({
    ...row,
    status: listingStatus({ status, arrasSigned, saleConfirmed, hasActiveDeal }),
    previousPrice: recentPriceDrop(changes.get(row.id) ?? [], row.price, now)?.previousPrice ?? null,
  }));
}

/** For 'Descargar mis datos': which listings the user saved and when. */
export async function exportOwnFavourites(db: Db, userId: string) {
  return db
    .select({ propertyId: favourites.propertyId, title: properties.title, savedAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(properties, eq(properties.id, favourites.propertyId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
}
