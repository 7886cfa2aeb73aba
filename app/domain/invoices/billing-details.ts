import type { AgencyDetails, PropertyOrigin } from "#app/db/schema/properties";
import { isProvince, PROVINCES, type Province } from "#app/domain/listings/catalogues";
import { isBlankDni, isValidSpanishId, normalizeSpanishId } from "#app/domain/users/dni";
import { singleLineText, z } from "#app/lib/zod";

/**
 * The recipient's data a private owner's invoice needs (RD 1619/2012 art. 6.1.d and e: name, NIF
 * and domicile), asked once in 'Mis Datos' and before the first payment. Spanish domiciles only
 * (ADR 0041): the owners sell a home in Spain and identify with a DNI or NIE.
 */

/** The form's intent, the same on every page that shows it (the payment step, 'Mis Datos'). */
export const SAVE_BILLING_INTENT = "save-billing";

export const BILLING_MESSAGES = {
  /** Why the payment step shows this form first, and the refusal of a payment started without it. */
  required: "Necesitamos tu domicilio para la factura: complétalo antes de pagar.",
  explanation:
    "Necesitamos tu domicilio para la factura. La ley exige que la factura lleve el nombre, el DNI o NIE y el domicilio de quien paga; lo pedimos una sola vez y puedes cambiarlo en Mis Datos.",
  saved: { title: "Datos de facturación guardados", description: "Tus facturas llevarán este domicilio." },
  saveFailed: {
    title: "Error al guardar",
    description: "No se pudieron guardar los datos de facturación. Inténtalo de nuevo.",
  },
} as const;

/**
 * The first two digits of a Spanish postal code are its province's INE code (01 Álava … 52
 * Melilla), so a code and a province that disagree are a typing mistake.
 */
const PROVINCE_BY_POSTAL_PREFIX: readonly Province[] = [
  "Álava",
  "Albacete",
  "Alicante",
  "Almería",
  "Ávila",
  "Badajoz",
  "Islas Baleares",
  "Barcelona",
  "Burgos",
  "Cáceres",
  "Cádiz",
  "Castellón",
  "Ciudad Real",
  "Córdoba",
  "La Coruña",
  "Cuenca",
  "Gerona",
  "Granada",
  "Guadalajara",
  "Guipúzcoa",
  "Huelva",
  "Huesca",
  "Jaén",
  "León",
  "Lérida",
  "La Rioja",
  "Lugo",
  "Madrid",
  "Málaga",
  "Murcia",
  "Navarra",
  "Orense",
  "Asturias",
  "Palencia",
  "Las Palmas",
  "Pontevedra",
  "Salamanca",
  "Santa Cruz de Tenerife",
  "Cantabria",
  "Segovia",
  "Sevilla",
  "Soria",
  "Tarragona",
  "Teruel",
  "Toledo",
  "Valencia",
  "Valladolid",
  "Vizcaya",
  "Zamora",
  "Zaragoza",
  "Ceuta",
  "Melilla",
];

/** The province a five-digit Spanish postal code belongs to, or null for a code no province has. */
export function provinceOfPostalCode(postalCode: string): Province | null {
  if (!/^\d{5}$/.test(postalCode)) return null;
  return PROVINCE_BY_POSTAL_PREFIX[Number(postalCode.slice(0, 2)) - 1] ?? null;
}

const line = (message: string, max: number) =>
  singleLineText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `No puede tener más de ${max} caracteres.`);

const domicileShape = {
  street: line("Escribe la calle y el número.", 160),
  postalCode: singleLineText({ error: "Escribe el código postal." })
    .trim()
    .regex(/^\d{5}$/, "El código postal tiene 5 cifras (p. ej. 28013)."),
  city: line("Escribe la localidad.", 100),
  province: z.enum(PROVINCES, "Elige la provincia."),
};

const dniField = singleLineText({ error: "Escribe tu DNI o NIE." })
  .transform((value) => normalizeSpanishId(value))
  .refine((value) => value !== "", "Escribe tu DNI o NIE.")
  .refine(
    (value) => value === "" || isValidSpanishId(value),
    "Introduce un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L).",
  );

function postalCodeMatchesProvince(value: { postalCode: string; province: Province }, ctx: z.RefinementCtx) {
  // Runs even when a field failed (Zod reports every issue): only a well-formed pair is compared.
  if (!/^\d{5}$/.test(value.postalCode) || !isProvince(value.province)) return;
  const province = provinceOfPostalCode(value.postalCode);
  if (province === null)
    ctx.addIssue({ code: "custom", path: ["postalCode"], message: "Ese código postal no existe en España." });
  else if (province !== value.province)
    ctx.addIssue({
      code: "custom",
      path: ["postalCode"],
      message: `Ese código postal es de la provincia de ${province}.`,
    });
}

/**
 * 'Datos de facturación': the domicile, and the DNI or NIE when the profile has none yet (an
 * invoice without it is not a full one). Which of the two the server parses is decided by the
 * stored profile, never by the form. A DNI sent when none was asked is still checked like any other.
 */
export function billingDetailsSchema(needsDni: boolean) {
  return z
    .object({ ...domicileShape, dni: needsDni ? dniField : dniField.optional() })
    .superRefine(postalCodeMatchesProvince);
}
export type BillingDetailsInput = z.output<ReturnType<typeof billingDetailsSchema>>;

export type BillingDomicile = { street: string; postalCode: string; city: string; province: Province };

/** The stored columns as a domicile, or null while any part is missing. */
export function billingDomicileOf(row: {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
}): BillingDomicile | null {
  const { street, postalCode, city, province } = row;
  if (!street?.trim() || !postalCode || !city?.trim() || !isProvince(province)) return null;
  return { street, postalCode, city, province };
}

/** The domicile on one line, as the invoice prints it: 'Calle Mayor 1, 28013 Madrid (Madrid)'. */
export function formatDomicile({ street, postalCode, city, province }: BillingDomicile): string {
  return `${street}, ${postalCode} ${city} (${province})`;
}

/** Complete when the invoice can name the payer in full: a domicile and a DNI or NIE. */
export function isBillingComplete(details: {
  domicile: BillingDomicile | null;
  dni: string | null;
}): boolean {
  return details.domicile !== null && !isBlankDni(details.dni);
}

/**
 * Whom an invoice names: the agency's company, from the data it gave for the listing, or else the
 * person who paid. One rule for the invoice (issue.server.ts) and for the payment's check.
 */
export function invoicesCompany(
  origin: PropertyOrigin | null,
  agency: Pick<AgencyDetails, "company_name"> | null | undefined,
): boolean {
  return origin === "agency" && Boolean(agency?.company_name?.trim());
}
