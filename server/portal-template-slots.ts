import type { PortalQuery } from "#app/domain/listings/filters";
import { formatNumberIn } from "#app/lib/i18n/format";
import type { Locale } from "#app/lib/i18n/locales";
import type { PageSlots } from "#app/lib/page-cache.server";

/**
 * The values a visitor types freely into a search (words, budget, surface): new on almost every
 * search, so a search's template (server/portal-templates.ts) is rendered once with a sentinel in
 * each and cut where the sentinel is written; a visitor's page is the template with their values
 * written in, in each form the page writes them. Everything else a search can set (province, type,
 * origin, rooms, features, order, page) takes few values and is part of the template's key.
 *
 * The words' sentinel holds every character HTML or a URL writes differently, so each form the
 * page writes it in is told apart, and any form not listed here is left in the page and found
 * (`SENTINEL_MARKS`): such a template is never kept. The figures' sentinels keep each range in order.
 */
const SENTINELS = {
  search: `zqsntl "&<'+> zqtntl`,
  priceMin: 61_803_398,
  priceMax: 91_827_364,
  sizeMin: 27_182,
  sizeMax: 98_765,
} as const;

type FreeKey = keyof typeof SENTINELS;
const FIGURES = ["priceMin", "priceMax", "sizeMin", "sizeMax"] as const satisfies readonly FreeKey[];

/** Found in a template once its slots are emptied, a sentinel was written in a form not filled. */
export const SENTINEL_MARKS = ["zqsntl", "zqtntl", ...FIGURES.map((key) => String(SENTINELS[key]))];

/** The query with a sentinel for each free value that is set. */
export function withSentinels(query: PortalQuery): PortalQuery {
  const sentinelled = { ...query };
  if (query.search) sentinelled.search = SENTINELS.search;
  for (const key of FIGURES) if (query[key] !== null) sentinelled[key] = SENTINELS[key];
  return sentinelled;
}

/** Each free value of `query` in every form the portal's page writes it. */
export function slotsOf(query: PortalQuery, locale: Locale): PageSlots {
  const slots: PageSlots = {};
  if (query.search) {
    slots["search.html"] = escapeHtml(query.search);
    slots["search.url"] = formEncoded(query.search);
  }
  for (const key of FIGURES) {
    const value = query[key];
    if (value === null) continue;
    // In the query string as digits; in the field as the reader writes numbers (500.000, 500,000).
    slots[`${key}.digits`] = String(value);
    slots[`${key}.text`] = escapeHtml(formatNumberIn(locale, value));
  }
  return slots;
}

/** As React writes text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** As `URLSearchParams` writes a value into a query string (`portalSearchParams`). */
function formEncoded(value: string): string {
  return new URLSearchParams([["v", value]]).toString().slice(2);
}
