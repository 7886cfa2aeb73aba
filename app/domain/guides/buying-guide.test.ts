import { describe, expect, test } from "vitest";
import { BUYING_GUIDES } from "#app/content/buying-guide/index";
import { COMMUNITIES } from "#app/domain/taxes/communities";
import { purchaseCosts } from "#app/domain/taxes/purchase-costs";
import { LOCALES, PREFIXED_LOCALES } from "#app/lib/i18n/locales";
import { BUYING_GUIDE_SECTIONS, buyingCostsTable, EXAMPLE_PRICE } from "./buying-guide";

/** The shape of a guide: which sections, and which of them have a list, the words left out. */
const structure = (locale: (typeof LOCALES)[number]) => {
  const guide = BUYING_GUIDES[locale];
  return {
    sections: Object.keys(guide.sections),
    lists: BUYING_GUIDE_SECTIONS.filter((id) => guide.sections[id].items),
    paragraphs: BUYING_GUIDE_SECTIONS.map((id) => guide.sections[id].paragraphs.length > 0),
    table: Object.keys(guide.costsTable),
  };
};

describe("the buying guide in every language", () => {
  test.each(LOCALES)(
    "the %s guide has the same sections, in the same order, as the Spanish one",
    (locale) => {
      expect(BUYING_GUIDES[locale].locale).toBe(locale);
      expect(Object.keys(BUYING_GUIDES[locale].sections)).toEqual([...BUYING_GUIDE_SECTIONS]);
      expect(structure(locale)).toEqual(structure("es"));
    },
  );

  test.each(LOCALES)(
    "the %s guide shows the example price and the relief from the table, never retyped",
    (locale) => {
      const guide = BUYING_GUIDES[locale];
      expect(guide.costsTable.caption).toContain("{price}");
      expect(guide.sections.costs.paragraphs.join(" ")).toContain("{price}");
      expect(guide.costsTable.bonusNote).toContain("{percent}");
      expect(JSON.stringify(guide)).not.toMatch(/300[.,\s\u00a0]?000/);
    },
  );

  test.each(PREFIXED_LOCALES)("the %s guide is written in its own words, not left in Spanish", (locale) => {
    const spanish = BUYING_GUIDES.es;
    const guide = BUYING_GUIDES[locale];
    expect(guide.title).not.toBe(spanish.title);
    for (const id of BUYING_GUIDE_SECTIONS) {
      expect(guide.sections[id].paragraphs[0], id).not.toBe(spanish.sections[id].paragraphs[0]);
    }
  });
});

describe("buyingCostsTable", () => {
  test("a row per community, each the listing's own costs at the example price", () => {
    const rows = buyingCostsTable();
    expect(rows.map((row) => row.community)).toEqual([...COMMUNITIES]);
    for (const row of rows) {
      const costs = purchaseCosts(EXAMPLE_PRICE, row.community);
      expect(row).toMatchObject({
        itp: costs.itp,
        notary: costs.notary,
        registry: costs.registry,
        total: costs.total,
      });
    }
  });

  test("the regions differ where their rates do: Madrid's 6 % against Cataluña's scale", () => {
    const byCommunity = new Map(buyingCostsTable(300_000).map((row) => [row.community, row]));
    expect(byCommunity.get("Comunidad de Madrid")?.itp).toBe(18_000);
    expect(byCommunity.get("Cataluña")?.itp).toBeGreaterThan(18_000);
    expect(byCommunity.get("Ceuta")?.itpBonusPercent).toBe(50);
  });
});
