import { formatPrice } from "#app/lib/format";

/**
 * What the offer form's amount field says of the listing: its own asking price,
 * a line that stays under the label, instead of a placeholder with a figure of no listing
 * ('250.000' on a 449.000 € home), which also vanished as soon as the buyer typed. Nothing when the
 * listing shows no price ('Precio a consultar').
 */
export function offerAmountHint(askingPrice: number | null | undefined): string | undefined {
  if (askingPrice === null || askingPrice === undefined) return undefined;
  if (!Number.isSafeInteger(askingPrice) || askingPrice <= 0) return undefined;
  return `Precio de venta: ${formatPrice(askingPrice)}`;
}
