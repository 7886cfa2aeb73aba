import { deflatePiece } from "#app/lib/gzip-splice.server";
import type { CachedPage } from "#app/lib/page-cache.server";
import { type PageScan, scanMarkup, usedStylesheetOfPieces } from "#app/lib/page-css.server";

/**
 * A search template's inline stylesheet as a slot of its own (server/portal-templates.ts). A
 * public page carries only the rules its markup uses, and each search's cards use other classes
 * (badges, kinds of cover): written into the template, the stylesheet would split one search shape
 * into a template per set of cards. It is worked out instead from what the template's own markup
 * uses and what each card's does (scanned once per kept card), the cut the page's pass would make
 * of the whole page (app/lib/page-css.server.ts); the template's check compares the two.
 */
export const STYLESHEET_SLOT = "stylesheet";

/** How the page's pass sees the stylesheet's place: its opening tag read, its rules not. */
const EMPTIED_STYLE = "<style></style>";

/**
 * What the template's markup asks of the stylesheet, every slot empty: the results, the
 * per-response values and the visitor's values write no tag, class or `var()` (the visitor's words
 * could, and a search whose words hold `var(` is rendered: `writesStyleTokens`).
 */
export function templateScan(template: CachedPage): PageScan | null {
  const literal = template.render({}).toString();
  const [before, after, ...more] = literal.split(EMPTIED_STYLE);
  if (after === undefined || more.length > 0) return null;
  return scanMarkup(`${before}</style>${after}`);
}

/** The visitor's words would be read by the page's pass as a custom property. */
export function writesStyleTokens(words: string): boolean {
  return words.includes("var(");
}

type Stylesheet = { value: string; piece: { raw: Buffer; deflated: Buffer } };
const DEFLATED_MAX = 200;
const deflated = new Map<string, Stylesheet>();

/** The stylesheet of the template with these cards, and its bytes deflated once per distinct cut. */
export function stylesheetOf(
  template: PageScan,
  cards: readonly PageScan[],
  stylesheet?: () => string,
): Stylesheet {
  const value = usedStylesheetOfPieces([template, ...cards], undefined, stylesheet);
  let kept = deflated.get(value);
  if (!kept) {
    const raw = Buffer.from(value);
    kept = { value, piece: { raw, deflated: deflatePiece(raw) } };
    if (deflated.size >= DEFLATED_MAX) deflated.delete(deflated.keys().next().value as string);
    deflated.set(value, kept);
  }
  return kept;
}
