/**
 * What the offer form's amount field says of the listing: its own asking price,
 * a line that stays under the label, instead of a placeholder with a figure of no listing
 * ('250.000' on a 449.000 € home), which also vanished as soon as the buyer typed. Nothing when the
 * listing shows no price ('Precio a consultar'). `words` says it in the page's language
 * ('Precio de venta: 449.000 €', 'Asking price: €449,000').
 */
export function offerAmountHint(
  askingPrice: number | null | undefined,
  words: (askingPrice: number) => string,
): string | undefined {
  if (askingPrice === null || askingPrice === undefined) return undefined;
  if (!Number.isSafeInteger(askingPrice) || askingPrice <= 0) return undefined;
  return words(askingPrice);
}
