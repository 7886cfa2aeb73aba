import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { PropertyGrid } from "#app/components/listings/property-grid";
import { resultCountLabel } from "#app/components/listings/result-count";
import { parsePortalQuery } from "#app/domain/listings/filters";
import type { PortalOutcome } from "#app/domain/listings/portal.server";
import { formatNumberIn } from "#app/lib/i18n/format";
import { withoutHydrationMarkers } from "#app/lib/public-html.server";

/**
 * What the portal's page depends on, written by React as the app's page writes it: the words in
 * the search field and in links, the budget as the reader writes numbers, the results found for
 * the request (the app's own card grid, its first cover preloaded from the head, and the count as
 * the page words it), the nonce and the form stamp; passed through the public pages' own pass
 * (which keeps each card's version, as the server's entry does). It stands in for the app's page,
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
    createElement("body", null, body),
  );
  // As the server's entry reads React's bytes (latin1, one character a byte) and leaves them.
  const latin1 = Buffer.from(`<!DOCTYPE html>${renderToString(document)}`).toString("latin1");
  return Buffer.from(withoutHydrationMarkers(latin1), "latin1").toString();
}
