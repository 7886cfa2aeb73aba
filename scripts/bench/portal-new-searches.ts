/**
 * The portal benchmark's new searches (`npm run bench:portal -- --new-searches`): every request a
 * search no one made before, its results new too, drawn from a sequence seeded by the round so that
 * each build measured meets the very same searches.
 */
import { EMPTY_PORTAL_FILTERS, type PortalFilters, portalHref } from "#app/domain/listings/filters";
import { EVERY_FILTER, type Scenario, type SortedFilters } from "./portal-scenarios";
import { seeded } from "./stats";

/** The portal's prices the windows are drawn within (its 10th and 90th percentile, once loaded). */
export type PriceRange = { low: number; high: number };

/** Price windows no request asked before, within the portal's prices: their cards and count new too. */
function priceWindows(
  seed: number,
  width: number,
  priceRange: PriceRange,
): () => Pick<PortalFilters, "priceMin" | "priceMax"> & { page: number } {
  const draw = seeded(seed);
  return () => {
    const priceMin = Math.round(priceRange.low + draw() * (priceRange.high - priceRange.low));
    return { priceMin, priceMax: priceMin + width, page: draw() < 0.5 ? 1 : 2 };
  };
}

export function newSearchScenarios(priceRange: PriceRange): Scenario[] {
  const scenario = (name: string, filters: SortedFilters, width: number) => {
    const sequence = (seed: number) => {
      const windows = priceWindows(seed, width, priceRange);
      return () => portalHref({ ...filters, ...windows() });
    };
    return { name, paths: [sequence(0)(), sequence(1)()], filters: [], sequence };
  };
  return [
    // Ordered by price: the window's floor, drawn to the euro, decides which listings the page shows
    // (a dozen listings span ~100 € at 100 000), so each page shows mostly listings none before did.
    scenario(
      "new search: price window, cheapest first",
      { ...EMPTY_PORTAL_FILTERS, sort: "precio-asc" },
      20_000,
    ),
    scenario(
      "new search: Madrid + price window, dearest first",
      { ...EMPTY_PORTAL_FILTERS, province: "Madrid", sort: "precio-desc" },
      60_000,
    ),
    {
      // Every filter in each order but the newest, on its first page (few listings match them all).
      name: "new search: every filter, sorted + price window",
      paths: [],
      filters: [],
      sequence: (seed: number) => {
        const windows = priceWindows(seed, 300_000, priceRange);
        let request = 0;
        return () => {
          const filters = EVERY_FILTER[request++ % EVERY_FILTER.length] as SortedFilters;
          return portalHref({ ...filters, ...windows(), page: 1 });
        };
      },
    },
  ];
}
