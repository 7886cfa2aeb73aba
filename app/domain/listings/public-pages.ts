/**
 * The portal and a listing's page show published listings and nothing of the visitor, so every
 * visitor without a session sees the same page for the same address — which is what lets a
 * serving process keep them (server/page-cache.ts). Anything they show comes from the rows that
 * notify this channel when they change (drizzle/0006_listing_change_notifications.sql).
 */
export const LISTINGS_CHANGED_CHANNEL = "listings_changed";

// No dot: '/propiedad/{id}.data' is the page's data for a client-side navigation, not the page.
const LISTING_PAGE_PATH = /^\/propiedad\/([^/.]+)$/;

/** The listing id of a listing page's path ('/propiedad/{id}'), or null for any other path. */
export function listingIdOfPath(path: string): string | null {
  const match = LISTING_PAGE_PATH.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
