import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PortalPagination } from "#app/components/listings/portal-pagination";
import { PropertyGrid } from "#app/components/listings/property-grid";
import { resultCountLabel } from "#app/components/listings/result-count";
import { lastPage, parsePortalQuery } from "#app/domain/listings/filters";
import type { PortalOutcome } from "#app/domain/listings/portal.server";
import { formatNumberIn } from "#app/lib/i18n/format";
import { withUsedStylesheet } from "#app/lib/page-css.server";
import { withoutHydrationMarkers } from "#app/lib/public-html.server";

/**
 * The stylesheet the page's rules are cut from: a card of an agency's listing and a private one
 * ask for rules of their own (their badges' classes), and so do the pagination and the count.
 */
export const portalTestStylesheet = () =>
  [
    ":root{--accent-soft:#fde8d8;--primary-soft:#dfeee6}",
    ".bg-accent-soft{background:var(--accent-soft)}",
    ".bg-primary-soft{background:var(--primary-soft)}",
    ".text-accent{color:#b4532a}",
    ".listing-card{display:flex}",
    ".justify-between{justify-content:space-between}",
    ".never-used-here{color:red}",
  ].join("");

/**
 * What the portal's page depends on, written by React as the app's page writes it: the words in
 * the search field and in links, the budget as the reader writes numbers, the results found for
 * the request (the app's own card grid, its first cover preloaded from the head, and the count as
 * the page words it), the nonce and the form stamp; passed through the public pages' own pass
 * (which keeps each card's version and cuts the stylesheet to what the page uses, as the server's
 * entry does), with the pagination's "page X of Y". It stands in for the app's page,
 * which the built server's comparison renders in full (scripts/compare-pages.ts).
 */
export function portalTemplatePage(
  url: string,
  outcome: PortalOutcome,
  { nonce, stamp, shoutsTheWords = false }: { nonce: string; stamp: string; shoutsTheWords?: boolean },
): string {
  const { search } = new URL(url, "http://x");
  const query = parsePortalQuery(new URLSearchParams(search));
  const body = createElement(
    "main",
    null,
    createElement("script", { nonce }),
    createElement("input", { name: "q", defaultValue: query.search }),
    createElement("input", { name: "stamp", defaultValue: stamp }),
    query.priceMax === null
      ? null
      : createElement("input", { name: "precio_max", defaultValue: formatNumberIn("es", query.priceMax) }),
    createElement("a", { href: `/portal/guardar${search}` }, "Guardar búsqueda"),
    shoutsTheWords ? createElement("p", null, query.search.toUpperCase()) : null,
    createElement("p", { id: "portal-results-count" }, resultCountLabel(outcome, "es")),
    outcome.listings.length > 0
      ? createElement(PropertyGrid, {
          listings: outcome.listings,
          publicUrl: "https://zaguan.test",
          saved: new Set<string>(),
        })
      : null,
    createElement(PortalPagination, { query, lastPage: lastPage(outcome) }),
  );
  const document = createElement(
    "html",
    { lang: "es" },
    // A public page, as the server's entry tells one: its stylesheet cut to what it uses.
    createElement(
      "head",
      null,
      createElement("title", null, "Portal"),
      createElement("style", { "data-used-css": "" }),
    ),
    // The pagination's links are the router's.
    createElement("body", null, createElement(MemoryRouter, null, body)),
  );
  // As the server's entry reads React's bytes (latin1, one character a byte) and leaves them.
  const latin1 = Buffer.from(`<!DOCTYPE html>${renderToString(document)}`).toString("latin1");
  const page = withUsedStylesheet(withoutHydrationMarkers(latin1), undefined, portalTestStylesheet);
  return Buffer.from(page, "latin1").toString();
}
