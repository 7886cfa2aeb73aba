import { isWholePublicPage } from "#app/lib/page-css.server";

// lucide-react names each icon in its class (`lucide lucide-map-pin`): no stylesheet or script reads them.
const LUCIDE_CLASSES = /class="lucide lucide-[a-z0-9-]+ ?/g;
// shadcn's `data-slot` names a component for its own styles; the toast's title is the one a rule reads.
const DATA_SLOTS = / data-slot="(?!toast-)[^"]*"/g;

/**
 * A public page is never hydrated and has no client router (ADR 0018), so what React and React
 * Router write only for them has no reader there: `data-discover` on each `<Link>` (the router's
 * route discovery) and `<!-- -->` between adjacent text nodes (hydration's text boundaries).
 * Neither do lucide's icon-name classes and the components' `data-slot`s that no rule reads.
 * Dropped from the document as it leaves the server (issue 21: /portal carries ~50 links; issue
 * #24: the room for the cards' heart within the portal's 15 KB). Application pages, and a page
 * still streaming, keep them.
 */
export function withoutHydrationMarkers(html: string): string {
  if (!isWholePublicPage(html)) return html;
  return html
    .replaceAll(' data-discover="true"', "")
    .replaceAll("<!-- -->", "")
    .replace(LUCIDE_CLASSES, 'class="')
    .replaceAll(' class=""', "")
    .replace(DATA_SLOTS, "");
}
