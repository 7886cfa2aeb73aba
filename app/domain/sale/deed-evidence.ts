import type { BuyerSource } from "#app/db/schema/sale-buyers";

/**
 * The buyer's own confirmation, in the closing room, that the deed was signed is evidence of a sale
 * to a buyer who came through the platform (docs/decisions/0054-closing-room.md). The seller's word
 * at step 6 cannot undo it: with it on record, 'a buyer from outside' is refused.
 */
export const DEED_CONFIRMED_OUTSIDE_REFUSAL =
  "El comprador confirmó en la sala de cierre que firmasteis la escritura: la venta fue con un comprador que llegó a través de Zaguán y no se puede declarar un comprador de fuera.";

export function declarationRefusal(source: BuyerSource, buyerConfirmedDeed: boolean): string | null {
  return source === "outside" && buyerConfirmedDeed ? DEED_CONFIRMED_OUTSIDE_REFUSAL : null;
}
