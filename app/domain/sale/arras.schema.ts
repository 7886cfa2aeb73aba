import { isValidSpanishId, normalizeSpanishId } from "#app/domain/users/dni";
import { addYears, isCalendarDay, madridDay } from "#app/lib/calendar";
import { multiLineText, singleLineText, z } from "#app/lib/zod";
import {
  ARRAS_KINDS,
  type ArrasTerms,
  CHARGES_STATES,
  COSTS_SPLITS,
  DEFAULT_ARRAS_KIND,
  MARITAL_STATUSES,
  SELLER_RESIDENCES,
} from "./arras";
import { isValidCadastralReference, normalizeCadastralReference } from "./cadastral-reference";
import { CADASTRAL_INVALID, MAX_PRICE_EUROS, parseWholeNumber } from "./listing.schema";

export const ARRAS_MESSAGES = {
  idInvalid: "Escribe un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L).",
  secondPartyIncomplete: "Escribe el nombre y el DNI o NIE de la segunda persona, o deja los dos en blanco.",
  maritalStatusRequired: "Elige el estado civil.",
  arrasTooHigh: "La señal debe ser menor que el precio de venta.",
  deadlineBeforeSigning: "La escritura debe firmarse después de la fecha del contrato de arras.",
  deadlineTooLate: "La escritura debe firmarse como mucho dos años después de las arras.",
  dateInvalid: "Escribe una fecha válida.",
  signingTooEarly: "La fecha de firma no puede ser de hace más de un año.",
  signingTooLate: "La fecha de firma no puede ser dentro de más de un año.",
  noteRequired: "Describe lo que habéis pactado.",
  chargesNoteRequired: "Describe las cargas que tiene la vivienda.",
} as const;

/** The failed-save toast: the field errors say the rest. */
export const ARRAS_INVALID_TOAST = {
  title: "Revisa los datos del contrato",
  description: "Hay campos con errores: corrígelos para generar el contrato de arras.",
} as const;

/** How far a contract's dates may reach: a signing within a year either side of today, the deed within two years of it. */
export const ARRAS_DATE_BOUNDS = { signingYears: 1, deedYears: 2 } as const;

const requiredText = (message: string, max: number) =>
  singleLineText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `No puede tener más de ${max} caracteres.`);

const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max, `No puede tener más de ${max} caracteres.`)
    .optional()
    .transform((value) => (value ? value : null));

const optionalNote = (max: number) =>
  multiLineText()
    .trim()
    .max(max, `No puede tener más de ${max} caracteres.`)
    .optional()
    .transform((value) => (value ? value : null));

const spanishId = (missing: string) =>
  singleLineText({ error: missing })
    .trim()
    .min(1, missing)
    .transform(normalizeSpanishId)
    .refine(isValidSpanishId, ARRAS_MESSAGES.idInvalid);

const optionalSpanishId = singleLineText()
  .trim()
  .optional()
  .transform((value) => (value ? normalizeSpanishId(value) : null))
  .refine((value) => value === null || isValidSpanishId(value), ARRAS_MESSAGES.idInvalid);

const maritalStatus = z.enum(MARITAL_STATUSES, { error: ARRAS_MESSAGES.maritalStatusRequired });

const optionalMaritalStatus = maritalStatus.optional().transform((value) => value ?? null);

const euros = (missing: string, invalid: string) =>
  singleLineText({ error: missing })
    .trim()
    .min(1, missing)
    .transform((value, context) => {
      const parsed = parseWholeNumber(value);
      if (parsed === null || parsed < 1 || parsed > MAX_PRICE_EUROS) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return parsed;
    });

/** A real calendar day typed as the date input sends it ('2026-12-01'). */
const isoDate = (missing: string) =>
  singleLineText({ error: missing }).trim().min(1, missing).refine(isCalendarDay, ARRAS_MESSAGES.dateInvalid);

/**
 * Why the contract's two dates cannot stand when it is `today` in Spain. Zod runs the form's
 * cross-field check even when a field failed, so a date that is not a real day is left to its own
 * field's error here.
 */
export function arrasDatesProblems(
  { signingDate, deedDeadline }: { signingDate: string; deedDeadline: string },
  today: string,
): { signingDate?: string; deedDeadline?: string } {
  if (!isCalendarDay(signingDate)) return {};
  const { signingYears, deedYears } = ARRAS_DATE_BOUNDS;
  const signing =
    signingDate < addYears(today, -signingYears)
      ? ARRAS_MESSAGES.signingTooEarly
      : signingDate > addYears(today, signingYears)
        ? ARRAS_MESSAGES.signingTooLate
        : undefined;
  const deed = !isCalendarDay(deedDeadline)
    ? undefined
    : deedDeadline <= signingDate
      ? ARRAS_MESSAGES.deadlineBeforeSigning
      : deedDeadline > addYears(signingDate, deedYears)
        ? ARRAS_MESSAGES.deadlineTooLate
        : undefined;
  return { ...(signing ? { signingDate: signing } : {}), ...(deed ? { deedDeadline: deed } : {}) };
}

/**
 * The buyer's own part, as the buyer writes it before signing online: every field required
 * (docs/decisions/0049-signature-level.md, decision 8).
 */
export const BUYER_PART_RULES = {
  buyer1Name: requiredText("Escribe tu nombre completo.", 120),
  buyer1Id: spanishId("Escribe tu DNI o NIE."),
  buyer1Domicile: requiredText("Escribe tu domicilio.", 200),
  buyer1MaritalStatus: maritalStatus,
};

/**
 * The arras contract form (step 4). Each rule is stated once here: the browser shows the same
 * Spanish errors before sending, and the server refuses anything else.
 */
export const ArrasContractSchema = z
  .object({
    seller1Name: requiredText("Escribe el nombre completo de quien vende.", 120),
    seller1Id: spanishId("Escribe el DNI o NIE de quien vende."),
    seller1Domicile: requiredText("Escribe el domicilio de quien vende.", 200),
    seller1MaritalStatus: maritalStatus,
    seller2Name: optionalText(120),
    seller2Id: optionalSpanishId,
    seller2Domicile: optionalText(200),
    seller2MaritalStatus: optionalMaritalStatus,
    sellerResidence: z
      .enum(SELLER_RESIDENCES, { error: "Indica si quien vende reside en España." })
      .default("residente"),
    buyer1Name: requiredText("Escribe el nombre completo de quien compra.", 120),
    // The buyer writes these on their signing page (the seller may start them): see BUYER_PART_RULES.
    buyer1Id: optionalSpanishId,
    buyer1Domicile: optionalText(200),
    buyer1MaritalStatus: optionalMaritalStatus,
    buyer2Name: optionalText(120),
    buyer2Id: optionalSpanishId,
    buyer2Domicile: optionalText(200),
    buyer2MaritalStatus: optionalMaritalStatus,
    propertyAddress: requiredText("Escribe la dirección de la vivienda.", 200),
    catastralReference: singleLineText({ error: "Escribe la referencia catastral." })
      .trim()
      .min(1, "Escribe la referencia catastral.")
      .transform(normalizeCadastralReference)
      .refine(isValidCadastralReference, CADASTRAL_INVALID),
    registryData: optionalNote(300),
    salePrice: euros(
      "Escribe el precio de venta.",
      "Escribe el precio en euros, sin decimales (p. ej. 250000).",
    ),
    arrasAmount: euros(
      "Escribe el importe de la señal.",
      "Escribe la señal en euros, sin decimales (p. ej. 25000).",
    ),
    arrasKind: z.enum(ARRAS_KINDS, { error: "Elige el tipo de arras." }).default(DEFAULT_ARRAS_KIND),
    deedDeadline: isoDate("Escribe la fecha límite para firmar la escritura."),
    costsSplit: z.enum(COSTS_SPLITS, { error: "Elige quién paga los gastos." }).default("ley"),
    costsNote: optionalNote(500),
    chargesState: z.enum(CHARGES_STATES, { error: "Indica si la vivienda tiene cargas." }).default("libre"),
    chargesNote: optionalNote(500),
    place: requiredText("Escribe dónde se firma (la localidad).", 80),
    signingDate: isoDate("Escribe la fecha de firma."),
  })
  .superRefine((terms, context) => {
    // A second party is their name and DNI together; their civil status is then needed too, and
    // a domicile or status typed without them would be a party the contract cannot name.
    const pair = (name: "seller2" | "buyer2") => {
      const hasName = terms[`${name}Name`] !== null;
      const hasId = terms[`${name}Id`] !== null;
      const hasDetails = terms[`${name}Domicile`] !== null || terms[`${name}MaritalStatus`] !== null;
      if (hasName !== hasId || (!hasName && hasDetails))
        context.addIssue({
          code: "custom",
          path: [hasName ? `${name}Id` : `${name}Name`],
          message: ARRAS_MESSAGES.secondPartyIncomplete,
        });
      if (hasName && hasId && terms[`${name}MaritalStatus`] === null)
        context.addIssue({
          code: "custom",
          path: [`${name}MaritalStatus`],
          message: ARRAS_MESSAGES.maritalStatusRequired,
        });
    };
    pair("seller2");
    pair("buyer2");
    if (terms.arrasAmount >= terms.salePrice)
      context.addIssue({ code: "custom", path: ["arrasAmount"], message: ARRAS_MESSAGES.arrasTooHigh });
    // The browser's clock in the form, the server's in the action: both read it as Spain's day.
    const dates = arrasDatesProblems(terms, madridDay(Date.now()));
    for (const [field, message] of Object.entries(dates))
      context.addIssue({ code: "custom", path: [field], message });
    if (terms.costsSplit === "pacto" && !terms.costsNote)
      context.addIssue({ code: "custom", path: ["costsNote"], message: ARRAS_MESSAGES.noteRequired });
    if (terms.chargesState === "otras" && !terms.chargesNote)
      context.addIssue({
        code: "custom",
        path: ["chargesNote"],
        message: ARRAS_MESSAGES.chargesNoteRequired,
      });
  });

// The parsed form is exactly what the contract is written from.
type Parsed = z.infer<typeof ArrasContractSchema>;
const sameShape: Parsed extends ArrasTerms ? (ArrasTerms extends Parsed ? true : never) : never = true;
void sameShape;

/** The form's field names: the intents read only these from the body. */
export const ARRAS_FIELDS = Object.keys(ArrasContractSchema.shape) as Array<keyof ArrasTerms>;
