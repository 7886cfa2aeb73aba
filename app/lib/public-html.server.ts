import { isWholePublicPage } from "#app/lib/page-css.server";
import { ONCE_TAG } from "#app/lib/render-once";
import { type KeptSections, keepFragment, keptFragment, noteKeptSections } from "#app/lib/render-once.server";

/**
 * What goes (this ran as five passes, each a regular expression or search over the string
 * the one before had just rebuilt; it cost more than the rest of the page's post-processing). Each
 * is found by a plain search, the fastest V8 has, and the page is copied once, around them.
 * - the router's `data-discover` and React's text boundaries;
 * - a class attribute left empty, and lucide-react's icon-name classes (`class="lucide
 *   lucide-map-pin …"`: no stylesheet or script reads them), with the attribute when they were all
 *   of it;
 * - shadcn's `data-slot`s: each names a component for its own styles; the toast's title is the one
 *   a rule reads.
 */
const HYDRATION_MARKERS = [
  ' data-discover="true"',
  "<!-- -->",
  ' class=""',
  'class="lucide lucide-',
  ' data-slot="',
] as const;
const LUCIDE = /class="lucide lucide-[a-z0-9-]+ ?/y;
const DATA_SLOT = / data-slot="(?!toast-)[^"]*"/y;

/**
 * RenderOnce's wrapper (app/lib/render-once.ts): `<zaguan-once data-keep="n">…</zaguan-once>` around
 * a section rendered this time, whose markup is kept as it leaves; `<zaguan-once data-use="n">
 * </zaguan-once>` where the kept markup goes. Always taken out, on any page.
 */
const ONCE_OPEN = `<${ONCE_TAG} `;
const ONCE_CLOSE = `</${ONCE_TAG}>`;
const ONCE_MARKERS = [ONCE_OPEN, ONCE_CLOSE] as const;
const MARKERS = [...HYDRATION_MARKERS, ...ONCE_MARKERS] as const;
const ONCE_USE = new RegExp(`<${ONCE_TAG} data-use="(\\d+)"></${ONCE_TAG}>`, "y");
const ONCE_KEEP = new RegExp(`<${ONCE_TAG} data-keep="(\\d+)">`, "y");
const ONCE_INLINE = `<${ONCE_TAG} data-inline="">`;

type Marker = (typeof MARKERS)[number];
type Cut = {
  start: number;
  end: number;
  text: string;
  keeps?: number;
  closes?: boolean;
  /** The slot whose kept markup `text` is. */
  uses?: number;
};

/** Where the marker at `at` ends and what replaces it, or null when it stays (the toast's slot). */
function cut(html: string, marker: Marker, at: number, from: number): Cut | null {
  if (marker === ONCE_OPEN) {
    ONCE_USE.lastIndex = at;
    const use = ONCE_USE.exec(html);
    if (use) {
      const slot = Number(use[1]);
      return { start: at, end: at + use[0].length, text: keptFragment(slot) ?? "", uses: slot };
    }
    // A version React wrote from its kept markup: only the wrapper goes (its end pops no section).
    if (html.startsWith(ONCE_INLINE, at))
      return { start: at, end: at + ONCE_INLINE.length, text: "", keeps: -1 };
    ONCE_KEEP.lastIndex = at;
    const keep = ONCE_KEEP.exec(html);
    return keep ? { start: at, end: at + keep[0].length, text: "", keeps: Number(keep[1]) } : null;
  }
  if (marker === ONCE_CLOSE) return { start: at, end: at + marker.length, text: "", closes: true };
  if (marker === 'class="lucide lucide-') {
    LUCIDE.lastIndex = at;
    const end = at + (LUCIDE.exec(html)?.[0].length ?? marker.length);
    // `class="lucide lucide-x"`: the attribute, left empty, goes with its space.
    if (html[end] === '"' && html[at - 1] === " " && at - 1 >= from)
      return { start: at - 1, end: end + 1, text: "" };
    return { start: at, end, text: 'class="' };
  }
  if (marker === ' data-slot="') {
    DATA_SLOT.lastIndex = at;
    const match = DATA_SLOT.exec(html);
    return match ? { start: at, end: at + match[0].length, text: "" } : null;
  }
  return { start: at, end: at + marker.length, text: "" };
}

/**
 * `html` without `markers`, copied once around them. A kept section's markup is read from the
 * result as it is built, so it is kept as it leaves (without the markers); only `keep` keeps it.
 */
function withoutMarkers(html: string, markers: readonly Marker[], keep: boolean): string {
  // Indexed loops, not entries(): this runs for every marker of every public page.
  const next = markers.map((marker) => html.indexOf(marker));
  const keeping: { slot: number; from: number }[] = [];
  const written: [number, number, number][] = [];
  let copied = 0;
  let result = "";
  for (;;) {
    let which = -1;
    for (let index = 0; index < next.length; index++) {
      const at = next[index] as number;
      if (at >= 0 && (which < 0 || at < (next[which] as number))) which = index;
    }
    if (which < 0) break;
    const marker = markers[which] as Marker;
    const at = next[which] as number;
    const found = cut(html, marker, at, copied);
    if (found) {
      result += html.slice(copied, found.start);
      if (found.closes) {
        const section = keeping.pop();
        if (section && keep && section.slot >= 0) keepFragment(section.slot, result.slice(section.from));
      }
      if (found.uses !== undefined && found.text && keeping.length === 0)
        written.push([result.length, result.length + found.text.length, found.uses]);
      result += found.text;
      if (found.keeps !== undefined) keeping.push({ slot: found.keeps, from: result.length });
      copied = found.end;
    }
    for (let index = 0; index < next.length; index++) {
      const position = next[index] as number;
      if (index === which || (position >= 0 && position < copied)) {
        next[index] = html.indexOf(
          markers[index] as string,
          index === which ? Math.max(copied, at + 1) : copied,
        );
      }
    }
  }
  const page = copied === 0 ? html : result + html.slice(copied);
  if (keep) noteKeptSections(page, written as KeptSections);
  return page;
}

/**
 * A public page is never hydrated and has no client router (ADR 0018), so what React and React
 * Router write only for them has no reader there: `data-discover` on each `<Link>` (the router's
 * route discovery) and `<!-- -->` between adjacent text nodes (hydration's text boundaries).
 * Neither do lucide's icon-name classes and the components' `data-slot`s that no rule reads.
 * Dropped from the document as it leaves the server (/portal carries ~50 links; issue
 * #24: the room for the cards' heart within the portal's 15 KB). Application pages, and a page
 * still streaming, keep them. The same pass keeps the sections RenderOnce wrapped and writes the
 * kept ones in (app/lib/render-once.ts), and tells the used-CSS scan where.
 */
export function withoutHydrationMarkers(html: string): string {
  if (isWholePublicPage(html)) return withoutMarkers(html, MARKERS, true);
  // RenderOnce is for public pages; should one reach another page, its wrapper still goes.
  return html.includes(ONCE_OPEN) ? withoutMarkers(html, ONCE_MARKERS, false) : html;
}
