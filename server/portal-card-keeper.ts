import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { PropertyGrid } from "#app/components/listings/property-grid";
import type { PortalListing } from "#app/domain/listings/portal.server";
import type { Locale } from "#app/lib/i18n/locales";
import { withoutHydrationMarkers } from "#app/lib/public-html.server";

/**
 * Keeps the cards of these listings that no page showed yet, as a page would keep them: React
 * renders them once in the portal's own grid, in a document the public pages' pass reads (it keeps
 * each card's version as it leaves, app/lib/render-once.server.ts). The first listing is kept as a
 * first card (its cover asked for at once), the others as any other. A search at scale shows a card
 * or two no one was shown: those alone are rendered, not the page (server/portal-result-slots.ts).
 */
export function keepCards(listings: PortalListing[], locale: Locale) {
  if (listings.length === 0) return;
  const grid = createElement(PropertyGrid, { listings, publicUrl: "", saved: NOT_SAVED, locale });
  const document = createElement(
    "html",
    null,
    createElement("head", null, createElement("style", { "data-used-css": "" })),
    createElement("body", null, grid),
  );
  // As the server's entry reads React's bytes: latin1, one character a byte.
  withoutHydrationMarkers(Buffer.from(renderToString(document)).toString("latin1"));
}

const NOT_SAVED: ReadonlySet<string> = new Set();
