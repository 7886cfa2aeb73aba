import { addYears, isCalendarDay, madridDay } from "#app/lib/calendar";
import type { TaxResidence } from "./residence";
import type { SaleInput } from "./sale-estimate";
import { FIRST_TAX_YEAR } from "./years";

/**
 * The calculator's form: a GET form whose query string is the whole state, so a result can be
 * shared as a link and works without JavaScript. The server parses the query with `parseSaleForm`
 * and renders errors next to each field, keeping what was typed.
 */

export const SALE_FIELDS = {
  salePrice: { name: "precio", label: "Precio de venta" },
  saleCosts: { name: "gastos-venta", label: "Gastos de la venta" },
  purchasePrice: { name: "compra", label: "Precio de compra" },
  purchaseCosts: { name: "gastos-compra", label: "Gastos de la compra" },
  improvements: { name: "mejoras", label: "Mejoras" },
  purchaseDate: { name: "fecha-compra", label: "Fecha de compra" },
  saleDate: { name: "fecha-venta", label: "Fecha de venta" },
  mortgage: { name: "hipoteca", label: "Hipoteca pendiente de cancelar" },
  landCadastral: { name: "valor-suelo", label: "Valor catastral del suelo" },
  totalCadastral: { name: "valor-catastral", label: "Valor catastral total" },
  plusvaliaRate: { name: "tipo-plusvalia", label: "Tipo de la plusvalía en tu ayuntamiento (%)" },
  isSenior: { name: "mayor-65", label: "Tengo 65 años o más" },
  isPrimaryResidence: { name: "habitual", label: "Es mi vivienda habitual" },
  reinvestment: { name: "reinversion", label: "Reinversión en una nueva vivienda habitual" },
  residence: { name: "residencia", label: "Residencia fiscal" },
} as const;

export type SaleFieldKey = keyof typeof SALE_FIELDS;
export type SaleFormValues = Record<SaleFieldKey, string>;
export type SaleFormErrors = Partial<Record<SaleFieldKey, string>>;

/** The residence's value in the query (the share link), in the order the form offers them. */
export const RESIDENCE_OPTIONS: ReadonlyArray<{ value: string; residence: TaxResidence; label: string }> = [
  { value: "residente", residence: "spain", label: "España" },
  { value: "ue-eee", residence: "eu-eea", label: "Otro país de la UE o del EEE" },
  { value: "fuera-ue-eee", residence: "other", label: "Fuera de la UE y del EEE" },
];
export const RESIDENT = "residente";
/**
 * Links saved before the form had three options said only 'no-residente'. They open as 'outside
 * the EU/EEA', the reading that never shows less tax than is due: the only difference between the
 * two is the reinvestment exemption, and the form shows the choice so the seller can correct it.
 */
const LEGACY_RESIDENCE: Record<string, string> = { "no-residente": "fuera-ue-eee" };
export const CHECKED = "si";
/** Beyond this an amount is a typo, not a home. */
export const MAX_AMOUNT_CENTS = 100_000_000_00;
export const MAX_PLUSVALIA_RATE_PERCENT = 30;

const AMOUNT_HINT = "Escribe un importe en euros, por ejemplo 250.000.";

/**
 * Euros as typed in Spain, in cents: '250.000', '250000 €', '1.080,50', '1080.5'. A dot followed
 * by three digits groups thousands; otherwise a single dot or comma starts the cents.
 */
export function parseEurosToCents(text: string): number | null {
  const cleaned = text.replace(/[€\s\u00a0]/g, "");
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(cleaned))
    normalised = cleaned.replace(/\./g, "").replace(",", ".");
  else if (/^\d+([.,]\d{1,2})?$/.test(cleaned)) normalised = cleaned.replace(",", ".");
  else return null;
  return Math.round(Number(normalised) * 100);
}

/** A purchase before this is a typing mistake, not a home someone still owns. */
export const EARLIEST_PURCHASE_DATE = "1900-01-01";
/** A sale further ahead than this has no tax rules anyone can foresee. */
export const MAX_SALE_YEARS_AHEAD = 2;

type Parsed = {
  values: SaleFormValues;
  errors: SaleFormErrors;
  /** Set only when the form was sent and every field is valid. */
  input: SaleInput | null;
  /** False for a first visit or a prefilled link: no errors are shown then. */
  isSubmitted: boolean;
};

/**
 * Steps 5 and 6 open the calculator on the arras contract's residence and deed date, not on
 * 'España' and today (docs/decisions/0051). The contract says only resident or not: a non-resident
 * opens as outside the EU/EEA, the reading that never shows less tax than is due, and the form
 * shows the choice so the seller can correct it.
 */
export function closingPrefill(arras: {
  sellerResidence: "residente" | "no-residente" | null;
  deedDate: string | null;
}): Partial<SaleFormValues> {
  const prefill: Partial<SaleFormValues> = {};
  if (arras.sellerResidence) {
    prefill.residence = LEGACY_RESIDENCE[arras.sellerResidence] ?? arras.sellerResidence;
  }
  if (arras.deedDate) prefill.saleDate = arras.deedDate;
  return prefill;
}

export function emptySaleForm(prefill: Partial<SaleFormValues> = {}): SaleFormValues {
  const values = Object.fromEntries(Object.keys(SALE_FIELDS).map((key) => [key, ""])) as SaleFormValues;
  return { ...values, residence: RESIDENT, ...prefill };
}

/**
 * The query string → the typed values, the Spanish errors by field, and the input when all is valid.
 * `today` is the day in Spain, which bounds the sale date.
 */
export function parseSaleForm(query: URLSearchParams, today = madridDay(Date.now())): Parsed {
  const values = emptySaleForm();
  for (const key of Object.keys(SALE_FIELDS) as SaleFieldKey[]) {
    const raw = query.get(SALE_FIELDS[key].name);
    if (raw !== null) values[key] = raw.trim().slice(0, 40);
  }
  values.residence = LEGACY_RESIDENCE[values.residence] ?? values.residence;
  const residence = RESIDENCE_OPTIONS.find((option) => option.value === values.residence);
  if (!residence) values.residence = RESIDENT;
  const isSubmitted = query.has(SALE_FIELDS.saleDate.name);
  if (!isSubmitted) return { values, errors: {}, input: null, isSubmitted };

  const errors: SaleFormErrors = {};
  const amount = (key: SaleFieldKey, required: string | null, options: { positive?: boolean } = {}) => {
    const text = values[key];
    if (text === "") {
      if (required) errors[key] = required;
      return 0;
    }
    const cents = parseEurosToCents(text);
    if (cents === null) errors[key] = AMOUNT_HINT;
    else if (cents > MAX_AMOUNT_CENTS) errors[key] = "Escribe un importe menor de 100.000.000 €.";
    else if (options.positive && cents === 0) errors[key] = "El importe debe ser mayor que 0.";
    return cents ?? 0;
  };

  const salePriceCents = amount("salePrice", "Escribe el precio de venta.", { positive: true });
  const saleCostsCents = amount("saleCosts", null);
  const purchasePriceCents = amount("purchasePrice", "Escribe el precio de compra.", { positive: true });
  const purchaseCostsCents = amount("purchaseCosts", null);
  const improvementsCents = amount("improvements", null);
  const mortgageCents = amount("mortgage", null);
  // Both cadastral values or neither: without the IBI receipt the rest is still estimated and the
  // plusvalía is marked as missing; with one of them, the other is needed for the two methods.
  const hasCadastralValues = values.landCadastral !== "" || values.totalCadastral !== "";
  const landCadastralCents = amount(
    "landCadastral",
    hasCadastralValues ? "Escribe el valor catastral del suelo (está en el recibo del IBI)." : null,
  );
  const totalCadastralCents = amount(
    "totalCadastral",
    hasCadastralValues ? "Escribe el valor catastral total (está en el recibo del IBI)." : null,
    { positive: true },
  );
  const reinvestmentCents = amount("reinvestment", null);

  if (!errors.saleCosts && saleCostsCents > salePriceCents && !errors.salePrice)
    errors.saleCosts = "Los gastos de la venta no pueden superar el precio de venta.";
  if (!errors.landCadastral && !errors.totalCadastral && landCadastralCents > totalCadastralCents)
    errors.landCadastral = "El valor del suelo no puede superar el valor catastral total.";

  const rateText = values.plusvaliaRate.replace("%", "").trim();
  const rate = /^\d{1,2}([.,]\d{1,2})?$/.test(rateText) ? Number(rateText.replace(",", ".")) : null;
  if (values.plusvaliaRate === "") {
    if (hasCadastralValues) errors.plusvaliaRate = "Escribe el tipo de la plusvalía de tu ayuntamiento.";
  } else if (rate === null || rate > MAX_PLUSVALIA_RATE_PERCENT)
    errors.plusvaliaRate = `Escribe un porcentaje entre 0 y ${MAX_PLUSVALIA_RATE_PERCENT}, por ejemplo 29.`;

  const { purchaseDate, saleDate } = values;
  if (purchaseDate === "") errors.purchaseDate = "Escribe la fecha de compra.";
  else if (!isCalendarDay(purchaseDate)) errors.purchaseDate = "Escribe una fecha válida.";
  else if (purchaseDate < EARLIEST_PURCHASE_DATE)
    errors.purchaseDate = "Escribe una fecha de compra de 1900 o posterior.";
  if (saleDate === "") errors.saleDate = "Escribe la fecha de venta.";
  else if (!isCalendarDay(saleDate)) errors.saleDate = "Escribe una fecha válida.";
  else if (Number(saleDate.slice(0, 4)) < FIRST_TAX_YEAR)
    errors.saleDate = `Calculamos ventas desde ${FIRST_TAX_YEAR}: escribe una fecha de venta de ${FIRST_TAX_YEAR} o posterior.`;
  else if (saleDate > addYears(today, MAX_SALE_YEARS_AHEAD))
    errors.saleDate = "La fecha de venta no puede ser dentro de más de dos años.";
  if (!errors.purchaseDate && !errors.saleDate && purchaseDate >= saleDate)
    errors.purchaseDate = "La fecha de compra debe ser anterior a la fecha de venta.";

  const isPrimaryResidence = values.isPrimaryResidence === CHECKED;
  if (!errors.reinvestment && reinvestmentCents > 0 && !isPrimaryResidence)
    errors.reinvestment = "La exención por reinversión solo se aplica al vender tu vivienda habitual.";

  if (Object.keys(errors).length > 0) return { values, errors, input: null, isSubmitted };
  return {
    values,
    errors,
    isSubmitted,
    input: {
      salePriceCents,
      saleCostsCents,
      purchasePriceCents,
      purchaseCostsCents,
      improvementsCents,
      purchaseDate,
      saleDate,
      mortgageCents,
      landCadastralCents: hasCadastralValues ? landCadastralCents : null,
      totalCadastralCents: hasCadastralValues ? totalCadastralCents : null,
      plusvaliaRateBp: Math.round((rate ?? 0) * 100),
      isSenior: values.isSenior === CHECKED,
      isPrimaryResidence,
      reinvestmentCents,
      residence: residence?.residence ?? "spain",
    },
  };
}

/** The query string that reproduces these values: the share link, and the prefilled link from /vender. */
export function saleFormQuery(values: Partial<SaleFormValues>): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(SALE_FIELDS) as SaleFieldKey[]) {
    const value = values[key];
    if (value) query.set(SALE_FIELDS[key].name, value);
  }
  return query.toString();
}
