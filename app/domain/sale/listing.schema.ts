import {
  COUNTRY_DIAL_CODES,
  DEFAULT_DIAL_CODE,
  ENERGY_RATINGS,
  FORM_PROPERTY_TYPES,
  PROPERTY_FEATURES,
  PROVINCES,
} from "#app/domain/listings/catalogues";
import { checkListingFacts, factFields, listingFactsIssues } from "#app/domain/listings/facts";
import { optionalNumber, parseWholeNumber } from "#app/domain/listings/numbers";
import { MIN_PHOTOS } from "#app/domain/listings/photos";
import { isBlankDni, isValidSpanishId, normalizeSpanishId } from "#app/domain/users/dni";
import { multiLineText, singleLineText, z } from "#app/lib/zod";
import { isValidCadastralReference, normalizeCadastralReference } from "./cadastral-reference";
import { checkPortalPoint, portalFields } from "./portal-fields";

/** The toasts for the listing form (§5, §8), copied exactly. */
export const LISTING_TOASTS = {
  requiredFields: {
    title: "Campos requeridos",
    description: "Por favor, completa todos los campos obligatorios (*).",
  },
  notEnoughPhotos: {
    title: "Fotos insuficientes",
    description: `Debes subir al menos ${MIN_PHOTOS} fotos de la propiedad.`,
  },
  saveFailed: { title: "Error de guardado", description: "No se pudieron guardar los cambios." },
  invalidFields: {
    title: "Revisa los datos",
    description: "Hay campos con errores: corrígelos para continuar.",
  },
  dniNotSaved: { title: "Error", description: "No se pudo guardar el DNI en tu perfil." },
} as const;

/** Step 4: 'Campo requerido - Por favor, introduce la referencia catastral para continuar.' */
export const CADASTRAL_REQUIRED = {
  title: "Campo requerido",
  description: "Por favor, introduce la referencia catastral para continuar.",
} as const;
export const CADASTRAL_INVALID =
  "La referencia catastral no es válida: son 20 caracteres con sus dos letras de control (p. ej. 9872023VH5797S0001WX).";

export const MAX_PRICE_EUROS = 100_000_000;

export { parseWholeNumber };

const requiredText = (message: string, max: number, tooLong: string) =>
  singleLineText({ error: message }).trim().min(1, message).max(max, tooLong);

const optionalMultiLineText = (max: number, tooLong: string) =>
  multiLineText()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));

const DIAL_CODES = COUNTRY_DIAL_CODES.map((country) => country.dialCode) as [string, ...string[]];

/**
 * Each field of the shared property form, so the private listing and the agency form compose the
 * set they need (the agency adds the cadastral reference, its company data and the commission).
 * Messages are the Spanish the person reads next to the field.
 */
export const propertyFields = {
  title: requiredText(
    "Escribe un título para el anuncio.",
    120,
    "El título no puede tener más de 120 caracteres.",
  ),
  description: optionalMultiLineText(5000, "La descripción no puede tener más de 5.000 caracteres."),
  address: requiredText(
    "Escribe la dirección del inmueble.",
    200,
    "La dirección no puede tener más de 200 caracteres.",
  ),
  province: z.enum(PROVINCES, { error: "Elige la provincia." }),
  propertyType: z.enum(FORM_PROPERTY_TYPES, { error: "Elige el tipo de inmueble." }),
  price: singleLineText({ error: "Escribe el precio de venta." })
    .trim()
    .min(1, "Escribe el precio de venta.")
    .transform((value, context) => {
      const parsed = parseWholeNumber(value);
      if (parsed === null || parsed < 1 || parsed > MAX_PRICE_EUROS) {
        context.addIssue({
          code: "custom",
          message: "Escribe el precio en euros, sin decimales (p. ej. 250000).",
        });
        return z.NEVER;
      }
      return parsed;
    }),
  bedrooms: optionalNumber({
    min: 0,
    max: 50,
    message: "Escribe un número de dormitorios entre 0 y 50.",
  }),
  bathrooms: optionalNumber({ min: 0, max: 50, message: "Escribe un número de baños entre 0 y 50." }),
  size: optionalNumber({
    min: 1,
    max: 1_000_000,
    message: "Escribe la superficie construida en m², sin decimales.",
  }),
  ...factFields,
  countryCode: z.enum(DIAL_CODES, { error: "Elige el prefijo del país." }).default(DEFAULT_DIAL_CODE),
  phone: singleLineText({ error: "Escribe un teléfono de contacto." })
    .trim()
    .min(1, "Escribe un teléfono de contacto.")
    .transform((value) => value.replace(/[\s().-]/g, ""))
    .refine(
      (value) => /^\d{6,15}$/.test(value),
      "Escribe el teléfono solo con números (entre 6 y 15 cifras).",
    ),
  features: z.array(z.enum(PROPERTY_FEATURES, { error: "Característica no válida." })).default([]),
  energyRating: z.enum(ENERGY_RATINGS, {
    error: "Elige la calificación energética (de la A a la G, 'En trámite' o 'Exento').",
  }),
  dni: singleLineText({ error: "Escribe tu DNI o NIE." })
    .trim()
    .refine((value) => !isBlankDni(value), "Escribe tu DNI o NIE.")
    .transform(normalizeSpanishId)
    .refine(isValidSpanishId, "Escribe un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L)."),
  catastralReference: singleLineText({ error: CADASTRAL_REQUIRED.description })
    .trim()
    .min(1, CADASTRAL_REQUIRED.description)
    .transform(normalizeCadastralReference)
    .refine(isValidCadastralReference, CADASTRAL_INVALID),
};

const { dni, catastralReference, ...propertyFieldsWithoutDni } = propertyFields;
/** The private listing adds the optional fields for portals abroad (its cadastral reference among them). */
const listingFieldsWithoutDni = { ...propertyFieldsWithoutDni, ...portalFields };
const checkListing = (
  value: Parameters<typeof checkListingFacts>[0] & Parameters<typeof checkPortalPoint>[0],
  context: z.RefinementCtx,
) => {
  checkListingFacts(value, context);
  checkPortalPoint(value, context);
};

/**
 * The private owner's listing (step 1). The DNI is asked only while the profile has none.
 * Saving it whole publishes it (or edits a live one): the facts the law asks for must be there.
 */
export const ListingSchema = z.object(listingFieldsWithoutDni).superRefine(checkListing);
export const ListingWithDniSchema = z.object({ ...listingFieldsWithoutDni, dni }).superRefine(checkListing);

export function listingSchema({ requireDni }: { requireDni: boolean }) {
  return requireDni ? ListingWithDniSchema : ListingSchema;
}

export type ListingInput = z.output<typeof ListingSchema> & { dni?: string };
export type ListingFieldName = keyof typeof listingFieldsWithoutDni | "dni";

/** Fields a completed listing cannot do without (marked * in the form). */
export const REQUIRED_LISTING_FIELDS = [
  "title",
  "address",
  "province",
  "propertyType",
  "price",
  "phone",
  "energyRating",
] as const satisfies readonly ListingFieldName[];

type ListingOutput = z.output<typeof ListingSchema>;
/** A draft's columns: any may be empty, except the two that always have a value. */
export type ListingDraftInput = {
  [Key in keyof ListingOutput]?: Key extends "countryCode" | "features"
    ? ListingOutput[Key]
    : ListingOutput[Key] | null;
} & { dni?: string | null };

/** Draft fields kept as typed when their column cannot hold them: every text field and the DNI. */
export type InvalidDraftValues = Partial<Record<Exclude<ListingFieldName, "features">, string>>;

/** Fields whose column always has a value: a draft never empties them, nor keeps a wrong one. */
const ALWAYS_SET: ReadonlySet<string> = new Set(["countryCode", "features"]);
/** Longest text kept as typed: the description's limit (a longer one is refused by its own rule). */
const MAX_KEPT_TEXT = 5000;

const draftFields = { ...listingFieldsWithoutDni, dni } as const;

/**
 * 'Guardar borrador' (and the first photo upload of a new listing, which needs a property to attach
 * to) never fails on a half-filled form and loses nothing typed: a valid field goes to
 * its column, an emptied one is emptied, and one its column cannot hold yet (a price in words, a
 * phone with letters, a DNI without its letter) is kept as typed in `invalid`, to show it again with
 * its error. A field the browser did not send is left as it was.
 */
export function parseListingDraft(values: Record<string, unknown>): {
  input: ListingDraftInput;
  invalid: InvalidDraftValues;
} {
  const input: Record<string, unknown> = {};
  const invalid: Record<string, string> = {};
  for (const [name, field] of Object.entries(draftFields)) {
    const raw = values[name];
    if (raw === undefined || raw === null) continue;
    const isEmpty = typeof raw === "string" && raw.trim() === "";
    if (isEmpty) {
      if (!ALWAYS_SET.has(name)) input[name] = null;
      continue;
    }
    const parsed = field.safeParse(raw);
    if (parsed.success) {
      input[name] = parsed.data;
    } else if (!ALWAYS_SET.has(name) && typeof raw === "string") {
      input[name] = null;
      // As typed, but for NUL: PostgreSQL cannot store it in the jsonb column that keeps these.
      invalid[name] = raw.replaceAll("\u0000", "").slice(0, MAX_KEPT_TEXT);
    }
  }
  return { input: input as ListingDraftInput, invalid };
}

/**
 * The errors of the values a draft kept as typed, with the same Spanish messages publishing shows,
 * so the form flags them when the owner comes back.
 */
export function draftFieldErrors(invalid: InvalidDraftValues | null | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(invalid ?? {})) {
    const field = draftFields[name as keyof typeof draftFields];
    if (!field || typeof raw !== "string") continue;
    const parsed = field.safeParse(raw);
    if (!parsed.success) errors[name] = parsed.error.issues.map((issue) => issue.message);
  }
  return errors;
}

/**
 * Whether two versions of the listing form say different things: what is on screen against what is
 * saved, for the unsaved-changes warning. Values are compared as the listing would store them, so
 * '389.000' and '389000', or '611 22 33 44' and '611223344', are the same.
 */
export function listingValuesDiffer(
  current: Record<string, unknown>,
  saved: Record<string, unknown>,
): boolean {
  const comparable = (name: string, value: unknown): string => {
    if (Array.isArray(value)) return JSON.stringify(value.map(String).sort());
    const text = typeof value === "string" ? value.trim() : value == null ? "" : String(value);
    if (text === "") return name === "features" ? "[]" : "";
    const field = draftFields[name as keyof typeof draftFields];
    const parsed = field?.safeParse(name === "features" ? [text] : text);
    return parsed?.success ? JSON.stringify(parsed.data) : text;
  };
  const names = new Set([...Object.keys(current), ...Object.keys(saved)]);
  for (const name of names) {
    // The listing's own fields, and whatever else the process saved with it (agency details…).
    if (!(name in draftFields) && !(name in saved)) continue;
    if (comparable(name, current[name]) !== comparable(name, saved[name])) return true;
  }
  return false;
}

/** Step 4: the cadastral reference, unless a tester skips the step. */
export const ArrasSchema = z.object({ catastralReference });

/** The form values as the browser sends them (features repeated), for the draft parser. */
export function formValues(formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(listingFieldsWithoutDni)) {
    values[name] =
      name === "features" ? formData.getAll(name).map(String) : (formData.get(name) ?? undefined);
  }
  values.dni = formData.get("dni") ?? undefined;
  return values;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The toast for a listing that did not pass validation: the 'Campos requeridos' when a
 * required field (*) is empty, a plainer one when everything is there but something is wrong.
 */
export function listingFailureToast(
  values: Record<string, unknown>,
  { requireDni }: { requireDni: boolean },
) {
  const required: readonly string[] = requireDni
    ? [...REQUIRED_LISTING_FIELDS, "dni"]
    : REQUIRED_LISTING_FIELDS;
  // The facts a home needs to be published (domain/listings/facts.ts) are required fields too.
  const missingFact = listingFactsIssues(values).some(({ name }) => isBlank(values[name]));
  return missingFact || required.some((name) => isBlank(values[name]))
    ? LISTING_TOASTS.requiredFields
    : LISTING_TOASTS.invalidFields;
}
