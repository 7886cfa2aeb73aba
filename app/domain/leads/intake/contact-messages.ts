import { formStampMessages, isSent, type SentMark, sentHref } from "./lead-form-messages";

/** What a buyer reads around 'Contactar con el vendedor' (texts exactly as given there). */
export const CONTACT_TEXTS = {
  heading: "Contactar con el vendedor",
  submit: "Enviar mensaje",
  sent: "Mensaje enviado",
  sentDetail:
    "El vendedor ha recibido tu mensaje y te contestará a tu correo. Te hemos enviado un aviso a ese correo.",
  writeAgain: "Escribir otro mensaje",
} as const;

/** A refused stamp on 'Contactar con el vendedor'. */
export const LEAD_FORM_MESSAGES = formStampMessages(CONTACT_TEXTS.submit, "tu mensaje");

/** The section's anchor: after sending, and after an error without JavaScript, the page opens there. */
export const CONTACT_SECTION_ID = "contactar";
const CONTACT_SENT: SentMark = { section: CONTACT_SECTION_ID, param: "contacto", value: "enviado" };

export const contactSentHref = (propertyId: string) => sentHref(propertyId, CONTACT_SENT);
export const isContactSent = (searchParams: URLSearchParams) => isSent(searchParams, CONTACT_SENT);
