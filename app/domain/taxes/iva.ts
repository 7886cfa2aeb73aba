/** Spain's general VAT (IVA) rate, in percent: on every fee and every invoice. */
export const IVA_PERCENT = 21;
