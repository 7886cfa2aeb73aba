import { multiLineText, z } from "#app/lib/zod";
import { BUYER_LIMITS, BUYER_MESSAGES, BuyerSchema } from "./lead-form.schema";

export const CONTACT_INTENT = "contact";

export const CONTACT_LIMITS = { ...BUYER_LIMITS, messageMin: 10, messageMax: 2000 } as const;

export const CONTACT_MESSAGES = {
  ...BUYER_MESSAGES,
  messageRequired: "Escribe tu mensaje para el vendedor.",
  messageShort: `El mensaje debe tener al menos ${CONTACT_LIMITS.messageMin} caracteres.`,
  messageLong: `El mensaje no puede tener más de ${CONTACT_LIMITS.messageMax} caracteres.`,
} as const;

/** 'Contactar con el vendedor' on a published listing, shared by the browser and the action. */
export const ContactSellerSchema = BuyerSchema.extend({
  message: multiLineText({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageLong),
  acceptPrivacy: z.literal("on", { error: CONTACT_MESSAGES.privacyRequired }),
});
export type ContactSellerForm = z.output<typeof ContactSellerSchema>;
