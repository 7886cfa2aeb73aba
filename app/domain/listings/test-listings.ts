import type { UserRole } from "#app/db/schema/users";

/**
 * Test content (docs/decisions/0025-test-listings.md). A listing a tester
 * account creates — the 'Crear propiedad de prueba' sample or one typed by hand — is a test
 * listing for good (`properties.is_test`). It is shown only to the account that owns it and to
 * staff, with the "Prueba" label, in every environment; it never reaches the public portal, the
 * sitemap, the feeds or the buyers' alerts.
 */

/** Whether a listing this role creates is test content: the role stored on the server, never the browser. */
export function createsTestListings(role: UserRole): boolean {
  return role === "tester";
}

/** Who is looking: null for a visitor without a session. */
export type ListingViewer = { id: string; role: UserRole } | null;

/** A listing as far as this rule cares: whether it is test content and whose it is. */
export type ListingVisibility = { isTest: boolean; ownerId: string };

/** Whether the viewer may see this listing at all (its page, its card): a test listing only its owner and staff. */
export function maySeeListing(viewer: ListingViewer, listing: ListingVisibility): boolean {
  if (!listing.isTest) return true;
  if (!viewer) return false;
  return viewer.role === "admin" || viewer.id === listing.ownerId;
}

/** The visible label of a test listing, wherever its tester or staff see it. */
export const TEST_LISTING_LABEL = "Prueba";

/** What the label means, for screen readers beside the visible word. */
export const TEST_LISTING_LABEL_MEANING = "anuncio de prueba, no es público";

/** The notice on a test listing's own page. */
export const TEST_LISTING_NOTICE =
  "Anuncio de prueba: solo lo ven la cuenta de pruebas que lo creó y los administradores. No aparece en el portal público, en los buscadores, en los portales asociados ni en las alertas de los compradores.";

/** The heading and note of the tester's own test listings on the portal. */
export const OWN_TEST_LISTINGS_TITLE = "Tus anuncios de prueba";
export const OWN_TEST_LISTINGS_NOTE =
  "Solo los ves tú (y los administradores): no aparecen en el portal público, en los buscadores, en los portales asociados ni en las alertas de los compradores.";
