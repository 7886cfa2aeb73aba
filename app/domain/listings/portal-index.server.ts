import { and, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "#app/db/client.server";
import { portalSearch } from "#app/db/schema/portal-search";
import { properties } from "#app/db/schema/properties";
import {
  PORTAL_COUNT_CAP,
  PORTAL_PAGE_SIZE,
  type PortalFilters,
  type PortalQuery,
  pageOffset,
  searchWords,
} from "#app/domain/listings/filters";
import { DEFAULT_PORTAL_SORT, type PortalSort } from "#app/domain/listings/search-options";
import {
  type PortalListing,
  type PortalOutcome,
  type PortalPage,
  portalIsEmpty,
  totalShownBy,
} from "./portal.server";
import { compareFor, criteriaOf, type IndexedFacts, matches } from "./portal-index-match";
import { cardColumns } from "./portal-query.server";

/**
 * The published portal held in memory, for a portal of a few thousand listings: a new search
 * filters, orders and counts here instead of asking the database (on the embedded PGlite the query
 * was a third of a new search's CPU: docs/decisions/0078). The rules are the portal's own, in
 * portal-index-match.ts; a test compares every kind of search with the SQL on both engines.
 *
 * Only while its owner hears of every listing change (`activate`, `invalidate`: server/app.ts,
 * as the page cache does): it reloads after each. Past `maxListings` it holds nothing and every
 * search goes to the database, whose indexes are made for 100 000 listings.
 */
export const PORTAL_INDEX_MAX_LISTINGS = 20_000;
const FOLDED_WORDS_KEPT = 5_000;

type Entry = { facts: IndexedFacts; card: PortalListing };
type Loaded = { entries: Entry[]; tooMany: boolean; bySort: Map<PortalSort, Entry[]> };

export class PortalIndex {
  readonly #db: Db;
  readonly #maxListings: number;
  #active = false;
  #generation = 0;
  #loaded: Promise<Loaded> | null = null;
  readonly #foldedWords = new Map<string, string>();

  constructor(db: Db, options: { maxListings?: number } = {}) {
    this.#db = db;
    this.#maxListings = options.maxListings ?? PORTAL_INDEX_MAX_LISTINGS;
  }

  get isActive() {
    return this.#active;
  }

  activate() {
    this.invalidate();
    this.#active = true;
  }

  deactivate() {
    this.#active = false;
    this.invalidate();
  }

  invalidate() {
    this.#generation += 1;
    this.#loaded = null;
  }

  /** The page of results and the capped count, as `findPublishedProperties`; null when it cannot answer. */
  async search(
    filters: PortalFilters & Partial<Pick<PortalQuery, "sort">>,
    page: number,
  ): Promise<PortalPage | null> {
    const loaded = await this.#current();
    if (!loaded || loaded.tooMany) return null;
    const criteria = criteriaOf(filters, await this.#fold(searchWords(filters.search)));
    const ordered = this.#ordered(loaded, filters.sort ?? DEFAULT_PORTAL_SORT);
    const offset = pageOffset(page);
    const listings: PortalListing[] = [];
    let count = 0;
    for (const entry of ordered) {
      if (!matches(entry.facts, criteria)) continue;
      if (count >= offset && listings.length < PORTAL_PAGE_SIZE) listings.push(entry.card);
      count += 1;
      // The database counts no further either (portalCountQuery).
      if (count > PORTAL_COUNT_CAP && listings.length === PORTAL_PAGE_SIZE) break;
    }
    return (
      totalShownBy(listings, page) ?? {
        listings,
        total: Math.min(count, PORTAL_COUNT_CAP),
        isCapped: count > PORTAL_COUNT_CAP,
      }
    );
  }

  /** A page of the portal as its loader shows it; null when the index cannot answer. */
  async outcome(query: PortalQuery): Promise<PortalOutcome | null> {
    const page = await this.search(query, query.page);
    if (!page) return null;
    const hasAny = (await this.hasPublishedListings()) ?? true;
    return { ...page, portalIsEmpty: await portalIsEmpty(query, page, async () => hasAny) };
  }

  /**
   * `hasPublishedListings`; null when it cannot answer. Too many to hold is an answer: a search at
   * scale that finds nothing asks no second query to learn the portal is not empty.
   */
  async hasPublishedListings(): Promise<boolean | null> {
    const loaded = await this.#current();
    if (!loaded) return null;
    return loaded.tooMany || loaded.entries.length > 0;
  }

  #current(): Promise<Loaded> | null {
    if (!this.#active) return null;
    if (this.#loaded) return this.#loaded;
    const generation = this.#generation;
    const loading = loadEntries(this.#db, this.#maxListings);
    this.#loaded = loading;
    // A load that fails is not kept: the next search tries again, and this one goes to SQL.
    loading.catch(() => {
      if (this.#generation === generation && this.#loaded === loading) this.#loaded = null;
    });
    return loading;
  }

  #ordered(loaded: Loaded, sort: PortalSort): Entry[] {
    let ordered = loaded.bySort.get(sort);
    if (!ordered) {
      const compare = compareFor(sort);
      ordered = [...loaded.entries].sort((a, b) => compare(a.facts, b.facts));
      loaded.bySort.set(sort, ordered);
    }
    return ordered;
  }

  /**
   * The words as the database folds them (`immutable_unaccent(lower(…))`, the function the listing's
   * text went through): plain ASCII is already folded (the words come in lower case); any other
   * word is folded by the database once and remembered, so accents and letters like 'ß' fold
   * exactly as the stored text did.
   */
  async #fold(words: string[]): Promise<string[]> {
    return Promise.all(
      words.map(async (word) => {
        if (/^[\x20-\x7e]*$/.test(word)) return word;
        const known = this.#foldedWords.get(word);
        if (known !== undefined) return known;
        const [row] = await queryRows<{ folded: string }>(
          this.#db,
          sql`select immutable_unaccent(lower(${word})) as folded`,
        );
        if (this.#foldedWords.size >= FOLDED_WORDS_KEPT) this.#foldedWords.clear();
        this.#foldedWords.set(word, row?.folded ?? word);
        return row?.folded ?? word;
      }),
    );
  }
}

async function loadEntries(db: Db, maxListings: number): Promise<Loaded> {
  // A portal too large to hold is not read to find out: at 100 000 listings reading the first
  // 20 001 cost each serving process ~300 ms of CPU on every listing change, the count a few ms.
  if (await holdsMoreThan(db, maxListings)) return { entries: [], tooMany: true, bySort: new Map() };
  const rows = await db
    .select({
      card: cardColumns,
      facts: {
        id: portalSearch.propertyId,
        searchText: portalSearch.searchText,
        province: portalSearch.province,
        propertyType: portalSearch.propertyType,
        propertyOrigin: portalSearch.propertyOrigin,
        price: portalSearch.price,
        bedrooms: portalSearch.bedrooms,
        bathrooms: portalSearch.bathrooms,
        size: portalSearch.size,
        features: portalSearch.features,
        createdAtMicros:
          sql<number>`(extract(epoch from ${portalSearch.createdAt}) * 1000000)::bigint`.mapWith(Number),
      },
    })
    .from(portalSearch)
    // The same guard as the page query's join: never a listing that is not published, or a test one.
    .innerJoin(
      properties,
      and(
        eq(properties.id, portalSearch.propertyId),
        eq(properties.status, "published"),
        eq(properties.isTest, false),
      ),
    )
    .limit(maxListings + 1);
  if (rows.length > maxListings) return { entries: [], tooMany: true, bySort: new Map() };
  return { entries: rows, tooMany: false, bySort: new Map() };
}

/** Whether more than `max` listings are published: one index entry read past the first `max`. */
async function holdsMoreThan(db: Db, max: number): Promise<boolean> {
  const past = await db.select({ one: sql`1` }).from(portalSearch).limit(1).offset(max);
  return past.length > 0;
}
