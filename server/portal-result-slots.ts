import { cardCoverSources } from "#app/components/listings/listing-photo";
import { CARD_VERSIONS, cardVersionInputs } from "#app/components/listings/property-grid";
import { resultCountLabel } from "#app/components/listings/result-count";
import { lastPage, PORTAL_COUNT_CAP, PORTAL_PAGE_SIZE, type PortalQuery } from "#app/domain/listings/filters";
import type { PortalListing, PortalOutcome } from "#app/domain/listings/portal.server";
import { SplicePiece } from "#app/lib/gzip-splice.server";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { PageSlots, PieceSlots } from "#app/lib/page-cache.server";
import { type PageScan, scanMarkup } from "#app/lib/page-css.server";
import { keptVersion } from "#app/lib/render-once.server";
import { keepCards } from "./portal-card-keeper";
import { escapeHtml } from "./portal-template-slots";

/**
 * A search's results as slots of its template (server/portal-templates.ts): each card's markup,
 * the first card's cover as the head preloads it, the count and the pagination's "page X of Y" as
 * the page writes them; the stylesheet the cards ask for is worked out from `scans`
 * (server/portal-stylesheet-slot.ts). What the page's markup depends on besides them is the
 * template's `layout`: how many cards, whether capped or the portal empty, whether there is a
 * page after this one, and what kind of cover the first card has. So searches of one shape share
 * a template whatever cards and counts they show.
 *
 * A card's markup is the one React wrote for that version of the listing the last time the portal
 * showed it (RenderOncePerVersion); a card no page showed yet is rendered alone, once, and kept.
 */
export type ResultSlots = {
  layout: string;
  slots: PageSlots;
  pieces: PieceSlots;
  scans: PageScan[];
  /** How many of the cards no page had shown yet, rendered alone for these results. */
  rendered: number;
};

/** Visitors have no hearts: every card is the version shown unsaved. */
const NOT_SAVED: ReadonlySet<string> = new Set();

/**
 * The slots of these results, the cards no page showed yet rendered on their own and kept first;
 * null when a card's markup cannot be had (a store too full to keep it).
 */
export function resultSlotsOf(
  outcome: PortalOutcome,
  query: PortalQuery,
  locale: Locale,
): ResultSlots | null {
  const missing = outcome.listings.filter(
    (listing, index) => keptCardMarkup(index, listing, locale) === undefined,
  );
  keepCards(missing, locale);
  const slots: PageSlots = {};
  const pieces: PieceSlots = {};
  const scans: PageScan[] = [];
  for (const [index, listing] of outcome.listings.entries()) {
    const markup = keptCardMarkup(index, listing, locale);
    if (markup === undefined) return null;
    const card = keptCard(markup);
    slots[`card.${index}`] = markup;
    pieces[`card.${index}`] = card.piece;
    scans.push(card.scan);
  }
  const cover = coverOf(outcome);
  if (cover.value) slots.cover = cover.value;
  slots.count = escapeHtml(resultCountLabel(outcome, locale));
  const last = lastPage(outcome);
  if (last > 1) {
    const position = translator(locale)("pagination.position", { page: query.page, lastPage: last });
    slots.position = escapeHtml(position);
  }
  const layout = [
    `n=${outcome.listings.length}`,
    // Whether "next" is linked: the last page itself is a slot.
    last <= 1 ? "pages=one" : query.page < last ? "pages=more" : "pages=last",
    outcome.isCapped ? "capped" : "",
    outcome.portalIsEmpty ? "empty" : "",
    `cover=${cover.kind}`,
    // A single card cannot be told apart from another by the check: it is part of the layout.
    outcome.listings.length < 2 ? `ids=${outcome.listings.map((listing) => listing.id).join(",")}` : "",
  ];
  return { layout: layout.filter(Boolean).join("|"), slots, pieces, scans, rendered: missing.length };
}

/**
 * Other results of the same layout, for the render a template is cut from: the cards moved by one
 * place and another count, so the check against the first visitor's page finds anything written
 * from the results outside their slots. Null when no such results exist.
 */
export function otherResultsOf(outcome: PortalOutcome, query: PortalQuery): PortalOutcome | null {
  const [first, ...rest] = outcome.listings;
  const listings = first && rest.length > 0 ? [...rest, first] : outcome.listings;
  const total = countIsFree(outcome, query) ? otherCount(outcome, query) : outcome.total;
  if (total === null) return null;
  const other = { ...outcome, listings, total };
  return coverOf(other).kind === coverOf(outcome).kind ? other : null;
}

/**
 * A card's markup as React wrote it at this position, from the version kept for it or for the
 * other kind of position: the first card's cover is asked for at once (CardPhoto's `isPriority`,
 * the only difference between the two).
 */
function keptCardMarkup(index: number, listing: PortalListing, locale: Locale): string | undefined {
  const inputs = cardVersionInputs(locale, listing, NOT_SAVED);
  const [own, other] =
    index === 0 ? [CARD_VERSIONS.first, CARD_VERSIONS.other] : [CARD_VERSIONS.other, CARD_VERSIONS.first];
  const kept = keptVersion(own, inputs);
  if (kept !== undefined) return kept;
  const markup = keptVersion(other, inputs);
  if (markup === undefined || !listing.coverImage) return markup;
  const [from, to] = index === 0 ? [LAZY_COVER, EAGER_COVER] : [EAGER_COVER, LAZY_COVER];
  const [before, after, ...more] = markup.split(from);
  return after === undefined || more.length > 0 ? undefined : `${before}${to}${after}`;
}

const LAZY_COVER = ' loading="lazy" decoding="async"';
const EAGER_COVER = ' loading="eager" fetchPriority="high" decoding="async"';

/** The count and the last page change within a layout only before the last page, below the cap. */
function countIsFree(outcome: PortalOutcome, query: PortalQuery): boolean {
  return !outcome.isCapped && query.page < lastPage(outcome);
}

/**
 * Another count with another last page and a page after this one still, so that the check sees
 * both the count and "page X of Y" written from other figures.
 */
function otherCount(outcome: PortalOutcome, query: PortalQuery): number | null {
  const last = lastPage(outcome);
  for (const total of [outcome.total + PORTAL_PAGE_SIZE, outcome.total - PORTAL_PAGE_SIZE]) {
    const other = lastPage({ total, isCapped: false });
    if (total > 0 && total <= PORTAL_COUNT_CAP && other !== last && query.page < other) return total;
  }
  return null;
}

/** The first card's cover as the head's preload names it: its widths, or its one address. */
function coverOf(outcome: PortalOutcome): { kind: "none" | "widths" | "single"; value?: string } {
  const url = outcome.listings[0]?.coverImage;
  if (!url) return { kind: "none" };
  const { src, srcSet } = cardCoverSources(url);
  return srcSet ? { kind: "widths", value: escapeHtml(srcSet) } : { kind: "single", value: escapeHtml(src) };
}

/** Per kept markup: its bytes (deflated once, if ever), and what it asks of the page's stylesheet. */
type KeptCard = { piece: SplicePiece; scan: PageScan };
const KEPT_CARDS_MAX = 3_000;
const keptCards = new Map<string, KeptCard>();

function keptCard(markup: string): KeptCard {
  let card = keptCards.get(markup);
  if (!card) {
    card = { piece: new SplicePiece(Buffer.from(markup)), scan: scanMarkup(markup) };
    if (keptCards.size >= KEPT_CARDS_MAX) keptCards.clear();
    keptCards.set(markup, card);
  }
  return card;
}
