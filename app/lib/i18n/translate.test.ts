import { describe, expect, test } from "vitest";
import { formatPrice } from "#app/lib/format";
import { formatNumberIn, formatPriceIn } from "./format";
import { translator } from "./translate";

describe("words per reader", () => {
  test("plurals follow each language's rules", () => {
    expect(translator("en")("card.bedrooms", { count: 1 })).toBe("1 bedroom");
    expect(translator("en")("card.bedrooms", { count: 3 })).toBe("3 bedrooms");
    expect(translator("de")("card.bedrooms", { count: 3 })).toBe("3 Zimmer");
    expect(translator("de")("card.bathrooms", { count: 2 })).toBe("2 Bäder");
    expect(translator("fr")("card.bathrooms", { count: 1 })).toBe("1 salle de bains");
    expect(translator("nl")("card.bathrooms", { count: 2 })).toBe("2 badkamers");
    expect(translator("es")("card.bathrooms", { count: 1 })).toBe("1 baño");
  });

  test("a count is written with the reader's separators", () => {
    const count = (locale: "es" | "en", total: number) =>
      translator(locale)("portal.resultCount", { count: total, formatted: formatNumberIn(locale, total) });
    expect(count("en", 1)).toBe("1 property");
    expect(count("en", 1234)).toBe("1,234 properties");
    expect(count("es", 1234)).toBe("1.234 propiedades");
  });
});

describe("prices per reader", () => {
  test("each language writes euros its own way", () => {
    expect(formatPriceIn("en", 350000)).toBe("€350,000");
    expect(formatPriceIn("de", 350000)).toBe("350.000\u00a0€");
    expect(formatPriceIn("fr", 350000)).toBe("350\u00a0000\u00a0€");
    expect(formatPriceIn("nl", 350000)).toBe("€\u00a0350.000");
  });

  test("Spanish stays exactly as the rest of the site writes it", () => {
    for (const amount of [5000, 350000, 1250000])
      expect(formatPriceIn("es", amount)).toBe(formatPrice(amount));
  });
});
