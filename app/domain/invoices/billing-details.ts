import type { AgencyDetails, PropertyOrigin } from "#app/db/schema/properties";
import { isProvince, type Province } from "#app/domain/listings/catalogues";
import { isBlankDni, isValidSpanishId, normalizeSpanishId } from "#app/domain/users/dni";
import { singleLineText, z } from "#app/lib/zod";
import { countryName, isCountryCode, SPAIN } from "./countries";
import { normalizePostalCode, postalCodeProblem } from "./postal-codes";

/**
 * The recipient's data a private owner's invoice needs (RD 1619/2012 art. 6.1.d and e: name, NIF
 * and domicile), asked once in 'Mis Datos' and before the first payment (ADR 0041). A domicile abroad
 * carries its country, a postal code by that country's rule and a foreign id (ADR 0060).
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

/** Free text a form may leave empty (the province abroad, the postal code where there is none). */
const optionalLine = (max: number) =>
  singleLineText().trim().max(max, `No puede tener más de ${max} caracteres.`).optional().default("");

/** Veri*factu's IDType for a customer abroad: a VAT number, a passport, an id of their country. */
export const FOREIGN_ID_TYPES = {
  "03": "Pasaporte",
  "04": "Documento de identidad de tu país",
  "02": "Número de IVA (NIF-IVA, empresas de la UE)",
} as const;
export type ForeignIdType = keyof typeof FOREIGN_ID_TYPES;
const isForeignIdType = (value: unknown): value is ForeignIdType =>
  typeof value === "string" && Object.hasOwn(FOREIGN_ID_TYPES, value);

const domicileShape = {
  country: z
    .string({ error: "Elige el país." })
    .optional()
    .default(SPAIN)
    .refine(isCountryCode, "Elige el país."),
  street: line("Escribe la calle y el número.", 160),
  postalCode: optionalLine(20),
  city: line("Escribe la localidad.", 100),
  province: optionalLine(100),
  foreignIdType: z.string().optional(),
  foreignId: optionalLine(40),
};

const dniField = singleLineText({ error: "Escribe tu DNI o NIE." })
  .transform((value) => normalizeSpanishId(value))
  .refine((value) => value !== "", "Escribe tu DNI o NIE.")
  .refine(
    (value) => value === "" || isValidSpanishId(value),
    "Introduce un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L).",
  );

const normalizeForeignId = (value: string) => value.toUpperCase().replace(/\s+/g, "");

type DomicileFields = { country: string; postalCode: string; province: string };

function spanishPostalCode(value: DomicileFields, ctx: z.RefinementCtx) {
  if (!isProvince(value.province))
    ctx.addIssue({ code: "custom", path: ["province"], message: "Elige la provincia." });
  if (!/^\d{5}$/.test(value.postalCode)) {
    const message = value.postalCode
      ? "El código postal tiene 5 cifras (p. ej. 28013)."
      : "Escribe el código postal.";
    ctx.addIssue({ code: "custom", path: ["postalCode"], message });
    return;
  }
  if (!isProvince(value.province)) return;
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

function foreignDomicile(
  value: DomicileFields & { foreignIdType?: string; foreignId: string },
  ctx: z.RefinementCtx,
) {
  const problem = postalCodeProblem(value.country, value.postalCode);
  if (problem) ctx.addIssue({ code: "custom", path: ["postalCode"], message: problem });
  if (!isForeignIdType(value.foreignIdType))
    ctx.addIssue({
      code: "custom",
      path: ["foreignIdType"],
      message: "Elige el documento que te identifica.",
    });
  if (!/^[A-Z0-9-]{4,40}$/.test(value.foreignId))
    ctx.addIssue({
      code: "custom",
      path: ["foreignId"],
      message: value.foreignId
        ? "Escribe el número tal como figura en el documento: letras, cifras y guiones."
        : "Escribe el número de tu documento.",
    });
}

/**
 * 'Datos de facturación': the domicile, and whom the invoice names by. In Spain the DNI or NIE
 * when the profile has none yet (an invoice without it is not a full one); abroad a foreign id with
 * its kind (ADR 0060). Which fields the server requires is decided by the stored profile and the
 * country, never by the form. A DNI sent when none was asked is still checked like any other.
 */
export function billingDetailsSchema(needsDni: boolean) {
  return z
    .object({ ...domicileShape, dni: dniField.optional() })
    .superRefine((raw, ctx) => {
      // Runs even when a field failed (Zod reports every issue), so every part is read defensively.
      const value = { ...raw, postalCode: normalizePostalCode(raw.country, raw.postalCode ?? "") };
      if (value.country === SPAIN) {
        spanishPostalCode(value, ctx);
        if (needsDni && !value.dni)
          ctx.addIssue({ code: "custom", path: ["dni"], message: "Escribe tu DNI o NIE." });
      } else if (isCountryCode(value.country))
        foreignDomicile({ ...value, foreignId: normalizeForeignId(value.foreignId ?? "") }, ctx);
    })
    .transform((value) => ({
      ...value,
      postalCode: normalizePostalCode(value.country, value.postalCode),
      foreignId: normalizeForeignId(value.foreignId),
    }));
}
export type BillingDetailsInput = z.output<ReturnType<typeof billingDetailsSchema>>;

export type BillingDomicile = {
  country: string;
  street: string;
  postalCode: string;
  city: string;
  /** In Spain a province of the catalogue; abroad the region as typed, possibly empty. */
  province: string;
};
export type ForeignId = { type: ForeignIdType; id: string };

/** The stored columns as a domicile, or null while any part is missing. */
export function billingDomicileOf(row: {
  country: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
}): BillingDomicile | null {
  const { street, postalCode, city } = row;
  const country = row.country ?? SPAIN;
  if (!street?.trim() || !city?.trim()) return null;
  if (country === SPAIN)
    return postalCode && isProvince(row.province)
      ? { country, street, postalCode, city, province: row.province }
      : null;
  return { country, street, postalCode: postalCode ?? "", city, province: row.province ?? "" };
}

/** The stored foreign id, or null when there is none (or its kind is not one we send). */
export function foreignIdOf(row: {
  foreignIdType: string | null;
  foreignId: string | null;
}): ForeignId | null {
  return isForeignIdType(row.foreignIdType) && row.foreignId?.trim()
    ? { type: row.foreignIdType, id: row.foreignId }
    : null;
}

/**
 * The domicile on one line, as the invoice prints it: 'Calle Mayor 1, 28013 Madrid (Madrid)' in
 * Spain; abroad with its country, which a foreign customer's invoice must name (RD 1619/2012 art.
 * 6.1.e): '1 Queen Square, Bristol BS1 4DJ, Reino Unido'.
 */
export function formatDomicile({ country, street, postalCode, city, province }: BillingDomicile): string {
  if (country === SPAIN) return `${street}, ${postalCode} ${city} (${province})`;
  const place = [city, postalCode].filter(Boolean).join(" ");
  return [street, place, province, countryName(country)].filter(Boolean).join(", ");
}

/** Complete when the invoice can name the payer in full: a domicile and a DNI or NIE (abroad, a foreign id). */
export function isBillingComplete(details: {
  domicile: BillingDomicile | null;
  dni: string | null;
  foreignId: ForeignId | null;
}): boolean {
  if (!details.domicile) return false;
  return details.domicile.country === SPAIN ? !isBlankDni(details.dni) : details.foreignId !== null;
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
