import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { COMMUNITIES } from "#app/domain/taxes/communities";
import { purchaseCosts } from "#app/domain/taxes/purchase-costs";
import { formatPriceIn } from "#app/lib/i18n/format";
import { LOCALES, type Locale } from "#app/lib/i18n/locales";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * "Buying a home in Spain" as a reader of each language gets it: its own address, its language
 * declared, its four other versions named, and the costs the listings show.
 */
const database = withTestDatabase();
let context: AppLoadContext;
beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeAll(() => {
  context = createTestContext(database().db);
});

const VERSIONS: Record<Locale, string> = {
  es: "/comprar-vivienda-en-espana",
  en: "/en/guides/buying-a-home-in-spain",
  de: "/de/ratgeber/immobilienkauf-in-spanien",
  fr: "/fr/guides/acheter-un-logement-en-espagne",
  nl: "/nl/gidsen/een-huis-kopen-in-spanje",
};
const TITLES: Record<Locale, string> = {
  es: "Comprar vivienda en España",
  en: "Buying a home in Spain",
  de: "Immobilienkauf in Spanien",
  fr: "Acheter un logement en Espagne",
  nl: "Een huis kopen in Spanje",
};

const page = async (path: string) => {
  const response = await handleRequest(new Request(`${TEST_PUBLIC_URL}${path}`), context);
  return { status: response.status, html: await response.text() };
};

/** The text of a table cell, the tags inside it and React's comment markers left out. */
const cellText = (row: string, cell: string) =>
  new RegExp(`data-cell="${cell}">(.*?)</td>`)
    .exec(row)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();

describe("the buying guide in every language", () => {
  test.each(LOCALES)(
    "the %s version answers at its own address, in its language, naming all five",
    async (locale) => {
      const { status, html } = await page(VERSIONS[locale]);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLES[locale]}`));
      for (const [hreflang, path] of [...Object.entries(VERSIONS), ["x-default", VERSIONS.es]]) {
        expect(html).toContain(
          `<link rel="alternate" hrefLang="${hreflang}" href="${TEST_PUBLIC_URL}${path}"/>`,
        );
      }
      // The language switch keeps the guide: each language leads to its own version.
      for (const other of LOCALES) {
        expect(html).toMatch(new RegExp(`<a href="${VERSIONS[other]}" lang="${other}"`));
      }
      // The way on is the portal in the reader's language; no script on the page.
      expect(html).toContain(`href="${locale === "es" ? "/portal" : `/${locale}/portal`}"`);
      expect(html).not.toContain("__reactRouterContext");
    },
  );

  test.each(["en", "de"] as const)(
    "the %s costs table shows the listing's own costs for every region",
    async (locale) => {
      const { html } = await page(VERSIONS[locale]);
      const caption = /<caption[^>]*>(.*?)<\/caption>/.exec(html)?.[1] ?? "";
      // The table is worked out for a €300,000 home, as its caption says.
      const price = 300_000;
      expect(caption).toContain(formatPriceIn(locale, price));
      for (const community of COMMUNITIES) {
        const row = new RegExp(`<tr[^>]*data-community="${community}"[^>]*>(.*?)</tr>`).exec(html)?.[1] ?? "";
        const costs = purchaseCosts(price, community);
        const range = (euros: { low: number; high: number }) =>
          `${formatPriceIn(locale, euros.low)} – ${formatPriceIn(locale, euros.high)}`;
        expect(cellText(row, "itp"), community).toBe(formatPriceIn(locale, costs.itp));
        expect(cellText(row, "notary"), community).toBe(range(costs.notary));
        expect(cellText(row, "registry"), community).toBe(range(costs.registry));
        expect(cellText(row, "total"), community).toBe(range(costs.total));
      }
    },
  );

  test("the page says when it was last checked, as a date in the reader's language", async () => {
    const { html } = await page(VERSIONS.en);
    expect(html.replaceAll("<!-- -->", "")).toMatch(
      /Last updated <time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/,
    );
  });

  test("a slug under another language's prefix is no page", async () => {
    expect((await page("/en/ratgeber/immobilienkauf-in-spanien")).status).toBe(404);
  });
});
