/**
 * The fiscal advice after the deed follows the seller's residence the arras recorded
 * (docs/decisions/0032, 0051). A non-resident seller does not pay the plusvalía nor declare IRPF:
 * the buyer withholds 3 % of the price (modelo 211) and pays the plusvalía as substitute, and the
 * seller files IRNR (modelo 210), where the 3 % counts as paid on account.
 */
export type SellerResidence = "residente" | "no-residente";

export const RESIDENT_ADVICE = [
  "Tras la firma en notaría, liquida la plusvalía municipal en tu ayuntamiento en los 30 días hábiles siguientes a la escritura.",
  "Declara la ganancia patrimonial de la venta en tu próxima declaración de la renta (IRPF). Guarda las facturas de la compra, las reformas y los gastos de la venta: reducen la ganancia.",
] as const;

export const NON_RESIDENT_ADVICE = [
  "Como no resides en España, quien compra retiene el 3 % del precio en la firma y lo ingresa en Hacienda con el modelo 211, en el mes siguiente a la escritura. Pide en la notaría la copia de ese modelo: lo necesitarás.",
  "Quien compra paga también la plusvalía municipal en tu lugar, como sustituto: es habitual descontar su importe del precio en la escritura. Acordadlo antes de firmar.",
  "Tú no declaras la venta en el IRPF: presenta el modelo 210 del Impuesto sobre la Renta de No Residentes (IRNR) en los tres meses siguientes al final del plazo de un mes que tiene quien compra para el modelo 211. El 3 % retenido cuenta como pagado a cuenta; si es más que el impuesto, Hacienda te devuelve la diferencia.",
] as const;

/** The paragraphs for the seller's residence; unknown (no arras in the product) reads as resident. */
export function afterSaleAdvice(residence: SellerResidence | null | undefined): readonly string[] {
  return residence === "no-residente" ? NON_RESIDENT_ADVICE : RESIDENT_ADVICE;
}
