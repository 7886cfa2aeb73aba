import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import type { PortalListing } from "#app/domain/listings/portal.server";
import { LOCALES, type Locale } from "#app/lib/i18n/locales";
import { withoutHydrationMarkers } from "#app/lib/public-html.server";
import { installOnceFragments, ONCE_TAG } from "#app/lib/render-once";
import { forgetOnceRenders, keepOnceRenders } from "#app/lib/render-once.server";
import { PropertyGrid } from "./property-grid";

const listing = (id: number, changes: Partial<PortalListing> = {}): PortalListing => ({
  id: `6f1c2a3e-0000-4000-8000-${String(id).padStart(12, "0")}`,
  title: `Piso luminoso número ${id} en Chamberí`,
  address: "Calle de Fuencarral 100, Madrid",
  propertyType: "Piso",
  origin: "particular",
  price: 250_000 + id,
  bedrooms: 3,
  bathrooms: 2,
  size: 95,
  hasPhone: true,
  energyRating: "D",
  arrasSigned: false,
  hasActiveDeal: false,
  coverImage: null,
  ...changes,
});

/**
 * A public page around the grid, as the portal leaves the server: entry.server.tsx's pass reads
 * React's bytes as latin1 (RenderBuffer), one character a byte.
 */
const served = (listings: PortalListing[], saved?: ReadonlySet<string>, locale: Locale = "es") =>
  asLeaving(
    renderToString(
      <html lang={locale}>
        <head>
          <style data-used-css="" />
        </head>
        <body>
          <PropertyGrid listings={listings} publicUrl="https://zaguan.test" saved={saved} locale={locale} />
        </body>
      </html>,
    ),
  );
const asLeaving = (html: string) =>
  Buffer.from(withoutHydrationMarkers(Buffer.from(html).toString("latin1")), "latin1").toString();

afterEach(() => {
  installOnceFragments(undefined);
  forgetOnceRenders();
});

describe("a portal card rendered once per version of its listing", () => {
  const page = [listing(1), listing(2), listing(3)];
  const other = [listing(3), listing(4), listing(1)];

  test("every search's page is byte for byte the page rendered without kept cards", () => {
    const expected = [served(page), served(other), served(page, new Set([listing(2).id]))];
    keepOnceRenders();
    for (let round = 0; round < 3; round++) {
      expect(served(page)).toBe(expected[0]);
      expect(served(other)).toBe(expected[1]);
      expect(served(page, new Set([listing(2).id]))).toBe(expected[2]);
    }
    // Later pages wrote the kept cards through React; only the first (its cover preloaded) rendered.
    const later = renderToString(<PropertyGrid listings={other} publicUrl="https://zaguan.test" />);
    expect(later.match(new RegExp(`<${ONCE_TAG} data-inline=""`, "g"))).toHaveLength(2);
  });

  test("in every language each search's page is the one rendered without kept cards, never another language's card", () => {
    const reserved = [listing(1), listing(2, { arrasSigned: true }), listing(3, { price: null })];
    const expected = LOCALES.map((locale) => [
      served(page, undefined, locale),
      served(reserved, undefined, locale),
    ]);
    keepOnceRenders();
    for (let round = 0; round < 2; round++) {
      for (const [index, locale] of LOCALES.entries()) {
        expect(served(page, undefined, locale)).toBe(expected[index]?.[0]);
        expect(served(reserved, undefined, locale)).toBe(expected[index]?.[1]);
      }
    }
    expect(new Set(expected.map(([first]) => first)).size).toBe(LOCALES.length);
  });

  test("a changed listing shows in the next new search, never its kept card", () => {
    keepOnceRenders();
    served(page);
    served(page);
    const changed = [
      listing(1),
      listing(2, { title: "Ático reformado con terraza", price: 199_000 }),
      listing(3),
    ];
    const after = served(changed);
    expect(after).toContain("Ático reformado con terraza");
    expect(after).toContain("199.000");
    expect(after).not.toContain("Piso luminoso número 2 en Chamberí");
    forgetOnceRenders();
    installOnceFragments(undefined);
    expect(after).toBe(served(changed));
  });

  test("a reserved listing's card says so in a new search after the reservation", () => {
    keepOnceRenders();
    expect(served(page)).not.toContain("Reservado");
    expect(served([listing(1), listing(2, { hasActiveDeal: true }), listing(3)])).toContain("Reservado");
  });
});
