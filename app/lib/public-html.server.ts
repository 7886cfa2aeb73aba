import { isWholePublicPage } from "#app/lib/page-css.server";

/**
 * A public page is never hydrated and has no client router (ADR 0018), so what React and React
 * Router write only for them has no reader there: `data-discover` on each `<Link>` (the router's
 * route discovery) and `<!-- -->` between adjacent text nodes (hydration's text boundaries).
 * Dropped from the document as it leaves the server (issue 21: /portal carries ~50 links).
 * Application pages, and a page still streaming, keep them.
 */
export function withoutHydrationMarkers(html: string): string {
  if (!isWholePublicPage(html)) return html;
  return html.replaceAll(' data-discover="true"', "").replaceAll("<!-- -->", "");
}
