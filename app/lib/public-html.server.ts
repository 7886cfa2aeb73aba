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
  return withoutLucideClasses(html.replaceAll(' data-discover="true"', "").replaceAll("<!-- -->", ""));
}

/**
 * lucide-react names every icon in its class (`lucide lucide-map-pin`) for stylesheets to hook
 * on; ours never do (the icon's own utility classes style it), so a public page drops those names
 * (~25 on /portal: room for 'Guardar búsqueda' within its HTML budget, issue #24).
 */
function withoutLucideClasses(html: string): string {
  return html
    .replace(/ class="lucide lucide-[a-z0-9-]+"/g, "")
    .replace(/class="lucide lucide-[a-z0-9-]+ /g, 'class="');
}
