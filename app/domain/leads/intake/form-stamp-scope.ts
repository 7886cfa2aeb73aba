import { unprefixedPath } from "#app/lib/i18n/locales";

/**
 * What a page's form stamp (app/lib/form-stamp.server.ts) may be posted to: on a listing's page,
 * that listing's buyer forms; on any other page, nothing a buyer form accepts. The server hands out
 * the stamp before it knows the route, so the scope comes from the path — the same path the page
 * cache keys a kept page on (docs/decisions/0006-public-page-cache.md), so a kept page's fresh
 * stamp has the scope of the page it is put into.
 */
const LISTING_PAGE = /^\/propiedad\/([^/]+)\/?$/;

/** The scope of a listing's buyer forms (the contact, viewing and offer forms share one stamp). */
export const listingFormStampScope = (propertyId: string) => `listing:${propertyId.toLowerCase()}`;

export function formStampScopeOfPath(pathname: string): string {
  // The listing in any language ('/en/propiedad/…'): its forms post to the page they are on.
  const id = LISTING_PAGE.exec(unprefixedPath(pathname))?.[1];
  if (!id) return `page:${pathname}`;
  try {
    return listingFormStampScope(decodeURIComponent(id));
  } catch {
    return `page:${pathname}`;
  }
}
