import { EmailField } from "#app/domain/users/auth.schema";
import { multiLineText, singleLineText, z } from "#app/lib/zod";

export const CONTACT_INTENT = "contact";
/** The field bots fill and people never see (hidden from view, from tabbing and from screen readers). */
export const HONEYPOT_FIELD = "website";
export const FORM_STAMP_FIELD = "formStamp";

export const CONTACT_LIMITS = { nameMax: 100, phoneMax: 30, messageMin: 10, messageMax: 2000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Introduce tu nombre.",
  nameShort: "El nombre debe tener al menos 2 caracteres.",
  nameLong: `El nombre no puede tener más de ${CONTACT_LIMITS.nameMax} caracteres.`,
  phoneInvalid: "Introduce un teléfono válido: solo números, espacios, guiones y el prefijo (+34).",
  messageRequired: "Escribe tu mensaje para el vendedor.",
  messageShort: `El mensaje debe tener al menos ${CONTACT_LIMITS.messageMin} caracteres.`,
  messageLong: `El mensaje no puede tener más de ${CONTACT_LIMITS.messageMax} caracteres.`,
  privacyRequired: "Debes aceptar la Política de Privacidad para enviar el mensaje.",
} as const;

/** 6 to 15 digits, as any phone in the world; what people type around them is allowed. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, "").length;

/**
 * 'Contactar con el vendedor' on a published listing, shared by the browser and the action.
 * The honeypot and the stamp are not in it: the action reads them before parsing (they decide
 * whether the submission is judged at all), and a person never sees an error about them.
 */
export const ContactSellerSchema = z.object({
  name: singleLineText({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(2, CONTACT_MESSAGES.nameShort)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameLong),
  email: EmailField,
  phone: singleLineText()
    .trim()
    .max(CONTACT_LIMITS.phoneMax, CONTACT_MESSAGES.phoneInvalid)
    .refine((value) => PHONE_PATTERN.test(value) && digitCount(value) >= 6 && digitCount(value) <= 15, {
      error: CONTACT_MESSAGES.phoneInvalid,
    })
    .optional(),
  message: multiLineText({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageLong),
  acceptPrivacy: z.literal("on", { error: CONTACT_MESSAGES.privacyRequired }),
});
export type ContactSellerForm = z.output<typeof ContactSellerSchema>;
