import { expect, test } from "vitest";
import { offerAmountHint } from "./offer-amount";

const NBSP = "\u00a0";

test("the offer's amount field names the listing's own asking price", () => {
  expect(offerAmountHint(449_000)).toBe(`Precio de venta: 449.000${NBSP}€`);
  expect(offerAmountHint(1_250_000)).toBe(`Precio de venta: 1.250.000${NBSP}€`);
  expect(offerAmountHint(85_000)).toBe(`Precio de venta: 85.000${NBSP}€`);
});

test("a listing without a price ('Precio a consultar') gets no figure at all", () => {
  for (const price of [null, undefined, 0, -1, Number.NaN, 1.5])
    expect(offerAmountHint(price)).toBeUndefined();
});
