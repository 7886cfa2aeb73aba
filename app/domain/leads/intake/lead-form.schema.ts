import { EmailField } from "#app/domain/users/auth.schema";
import { singleLineText, z } from "#app/lib/zod";

/**
 * What the three buyer forms on a listing share ('Contactar con el vendedor', 'Solicitar visita',
 * 'Hacer una oferta'): who the buyer is, and the two fields that tell a person from a bot.
 */

/** The field bots fill and people never see (hidden from view, from tabbing and from screen readers). */
export const HONEYPOT_FIELD = "website";
/** When the form was drawn, signed: too fast, too old or sent twice is refused before parsing. */
export const FORM_STAMP_FIELD = "formStamp";

export const BUYER_LIMITS = { nameMax: 100, phoneMax: 30 } as const;

export const BUYER_MESSAGES = {
  nameRequired: "Introduce tu nombre.",
  nameShort: "El nombre debe tener al menos 2 caracteres.",
  nameLong: `El nombre no puede tener más de ${BUYER_LIMITS.nameMax} caracteres.`,
  phoneInvalid: "Introduce un teléfono válido: solo números, espacios, guiones y el prefijo (+34).",
  privacyRequired: "Debes aceptar la Política de Privacidad para enviar el mensaje.",
} as const;

/** 6 to 15 digits, as any phone in the world; what people type around them is allowed. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, "").length;

/**
 * The buyer: name, e-mail and an optional phone, checked alike by the browser and the action of
 * each form, which extends it with its own fields. The honeypot and the stamp are not in it: the
 * action reads them before parsing (they decide whether the submission is judged at all), and a
 * person never sees an error about them.
 */
export const BuyerSchema = z.object({
  name: singleLineText({ error: BUYER_MESSAGES.nameRequired })
    .trim()
    .min(2, BUYER_MESSAGES.nameShort)
    .max(BUYER_LIMITS.nameMax, BUYER_MESSAGES.nameLong),
  email: EmailField,
  phone: singleLineText()
    .trim()
    .max(BUYER_LIMITS.phoneMax, BUYER_MESSAGES.phoneInvalid)
    .refine((value) => PHONE_PATTERN.test(value) && digitCount(value) >= 6 && digitCount(value) <= 15, {
      error: BUYER_MESSAGES.phoneInvalid,
    })
    .optional(),
});
