import { SplicePiece } from "#app/lib/gzip-splice.server";
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

type Stylesheet = { value: string; piece: SplicePiece };
const KEPT_MAX = 2_000;
/** By the template's and the cards' scans (their ids): most searches repeat a set of cards' kinds. */
const kept = new Map<string, Stylesheet>();
/** By the rules themselves: many sets of scans come to the same cut. */
const byCut = new Map<string, Stylesheet>();
let keptFor: (() => string) | undefined;

/**
 * The stylesheet of the template with these cards, and its bytes kept once per distinct cut.
 * Worked out once per distinct set of scans (an id per distinct scan), not per search.
 */
export function stylesheetOf(
  template: PageScan,
  cards: readonly PageScan[],
  stylesheet?: () => string,
): Stylesheet {
  if (keptFor !== stylesheet) {
    kept.clear();
    byCut.clear();
    keptFor = stylesheet;
  }
  const cardIds = [...new Set(cards.map(scanId))].sort((a, b) => a - b);
  const key = `${scanId(template)}:${cardIds.join(",")}`;
  let found = kept.get(key);
  if (!found) {
    found = pieceOf(usedStylesheetOfPieces([template, ...cards], undefined, stylesheet));
    if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value as string);
    kept.set(key, found);
  }
  return found;
}

function pieceOf(value: string): Stylesheet {
  let found = byCut.get(value);
  if (!found) {
    found = { value, piece: new SplicePiece(Buffer.from(value)) };
    if (byCut.size >= KEPT_MAX) byCut.delete(byCut.keys().next().value as string);
    byCut.set(value, found);
  }
  return found;
}

/** One id per distinct scan (what it found, not the object): cards of one kind share theirs. */
const ids = new WeakMap<PageScan, number>();
const idsBySignature = new Map<string, number>();
const SIGNATURES_MAX = 10_000;

function scanId(scan: PageScan): number {
  let id = ids.get(scan);
  if (id === undefined) {
    const sorted = (set: Set<string>) => [...set].sort().join("\n");
    const signature = `${sorted(scan.attributes)}|${sorted(scan.elements)}|${sorted(scan.variables)}`;
    if (idsBySignature.size >= SIGNATURES_MAX) {
      // Ids are never reused: a stylesheet kept under an old id is simply not found again.
      idsBySignature.clear();
    }
    id = idsBySignature.get(signature) ?? nextId++;
    idsBySignature.set(signature, id);
    ids.set(scan, id);
  }
  return id;
}
let nextId = 0;
