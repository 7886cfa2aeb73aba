import { expect, test } from "vitest";
import { formatPrice } from "#app/lib/format";
import { formatPriceIn } from "#app/lib/i18n/format";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { offerAmountHint } from "./offer-amount";

const NBSP = "\u00a0";

/** The hint as the listing page writes it in `locale`. */
const hintIn = (locale: Locale, price: number | null | undefined) => {
  // As the listing page writes prices (listing-words.tsx): Spanish by the site's own formatter.
  const written = (euros: number) => (locale === "es" ? formatPrice(euros) : formatPriceIn(locale, euros));
  return offerAmountHint(price, (asking) =>
    translator(locale)("forms.offer.askingPrice", { price: written(asking) }),
  );
};

test("the offer's amount field names the listing's own asking price", () => {
  expect(hintIn("es", 449_000)).toBe(`Precio de venta: 449.000${NBSP}€`);
  expect(hintIn("es", 1_250_000)).toBe(`Precio de venta: 1.250.000${NBSP}€`);
  expect(hintIn("es", 85_000)).toBe(`Precio de venta: 85.000${NBSP}€`);
});

test("in the reader's language, the price written as they write it", () => {
  expect(hintIn("en", 449_000)).toBe("Asking price: €449,000");
  expect(hintIn("de", 449_000)).toBe(`Kaufpreis: 449.000${NBSP}€`);
  expect(hintIn("fr", 449_000)).toBe(`Prix demandé : 449${NBSP}000${NBSP}€`);
});

test("a listing without a price ('Precio a consultar') gets no figure at all", () => {
  for (const price of [null, undefined, 0, -1, Number.NaN, 1.5]) expect(hintIn("en", price)).toBeUndefined();
});
