/**
 * The cost of the portal's words coming from the i18n library (docs/decisions/0057-languages.md):
 * renders the portal's filter bar, 12 cards, the count and the paging with React on the server,
 * as a request the page cache misses does, and prints the median time per render.
 *
 *   node --import tsx scripts/bench/portal-i18n.tsx [locale] [iterations]
 *
 * Run on this tree and on one before the catalogues (the same components, Spanish literals) to
 * compare; RenderOnce is not installed here, so every part is rendered every time (the worst case).
 */
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PortalFilterBar } from "#app/components/listings/portal-filter-bar";
import { PortalPagination } from "#app/components/listings/portal-pagination";
import { PropertyGrid } from "#app/components/listings/property-grid";
import { resultCountLabel } from "#app/components/listings/result-count";
import { parsePortalQuery } from "#app/domain/listings/filters";
import type { PortalListing } from "#app/domain/listings/portal.server";

const locale = process.argv[2] ?? "es";
const iterations = Number(process.argv[3] ?? 400);

const listings: PortalListing[] = Array.from({ length: 12 }, (_, index) => ({
  id: `6f1c2a3e-0000-4000-8000-${String(index).padStart(12, "0")}`,
  title: `Piso luminoso número ${index} en Chamberí`,
  address: "Calle de Fuencarral 100, Madrid",
  propertyType: index % 3 === 0 ? "Ático" : "Piso",
  origin: index % 4 === 0 ? "agency" : "particular",
  price: 250_000 + index * 12_500,
  bedrooms: (index % 4) + 1,
  bathrooms: (index % 2) + 1,
  size: 80 + index,
  hasPhone: index % 5 !== 0,
  energyRating: "D",
  arrasSigned: false,
  hasActiveDeal: false,
  coverImage: null,
}));
const query = parsePortalQuery(new URLSearchParams("provincia=Madrid&precio_max=400000&habitaciones=2"));

// biome-ignore lint/suspicious/noExplicitAny: the same script runs against the tree before the locale props
const props: any = { locale };
function render() {
  return renderToString(
    <MemoryRouter>
      <PortalFilterBar filters={query} {...props} />
      {/* biome-ignore lint/suspicious/noExplicitAny: see above */}
      <p>{(resultCountLabel as any)({ total: 1234, isCapped: false }, locale)}</p>
      <PropertyGrid listings={listings} publicUrl="https://zaguan.es" {...props} />
      <PortalPagination query={query} lastPage={5} {...props} />
    </MemoryRouter>,
  );
}

for (let i = 0; i < 50; i++) render();
const times: number[] = [];
for (let i = 0; i < iterations; i++) {
  const start = performance.now();
  render();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const p90 = times[Math.floor(times.length * 0.9)] ?? 0;
console.log(`${locale}: median ${median.toFixed(3)} ms, p90 ${p90.toFixed(3)} ms over ${iterations} renders`);
