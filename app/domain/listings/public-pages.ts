/**
 * The portal and a listing's page show published listings and nothing of the visitor, so every
 * visitor without a session sees the same page for the same address — which is what lets a
 * serving process keep them (server/page-cache.ts). Anything they show comes from the rows that
 * notify this channel when they change (drizzle/0006_listing_change_notifications.sql).
 */
export const LISTINGS_CHANGED_CHANNEL = "listings_changed";

const PUBLIC_LISTING_PATH = /^\/(portal|propiedad\/[^/]+)$/;

export function isPublicListingPath(path: string): boolean {
  return PUBLIC_LISTING_PATH.test(path);
}
