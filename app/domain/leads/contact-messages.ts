/** What a buyer reads around 'Contactar con el vendedor' (issue #22, texts exactly as given there). */
export const CONTACT_TEXTS = {
  heading: "Contactar con el vendedor",
  submit: "Enviar mensaje",
  sent: "Mensaje enviado",
  sentDetail:
    "El vendedor ha recibido tu mensaje y te contestará a tu correo. Te hemos enviado un aviso a ese correo.",
  writeAgain: "Escribir otro mensaje",
} as const;

/**
 * A form serves one submission (its stamp is stored with the lead): a second one, a double click
 * or a page sent again from the browser's history, is asked to be sent again from the fresh form
 * the answer draws — and told that the first may well have arrived.
 */
export const FORM_ALREADY_SENT =
  "Este formulario ya se había enviado. Si no has visto la confirmación, revisa los datos y vuelve a enviarlo.";

export const LEAD_FORM_MESSAGES = {
  tooFast:
    "Has enviado el formulario demasiado rápido. Revisa tu mensaje y vuelve a pulsar «Enviar mensaje».",
  expired: "El formulario ha caducado. Vuelve a pulsar «Enviar mensaje» para enviarlo.",
  alreadySent: FORM_ALREADY_SENT,
} as const;

/** The section's anchor: after sending, and after an error without JavaScript, the page opens there. */
export const CONTACT_SECTION_ID = "contactar";
export const CONTACT_SENT_PARAM = "contacto";
export const CONTACT_SENT_VALUE = "enviado";

export const contactSentHref = (propertyId: string) =>
  `/propiedad/${encodeURIComponent(propertyId)}?${CONTACT_SENT_PARAM}=${CONTACT_SENT_VALUE}#${CONTACT_SECTION_ID}`;

export function isContactSent(searchParams: URLSearchParams): boolean {
  return searchParams.get(CONTACT_SENT_PARAM) === CONTACT_SENT_VALUE;
}

/**
 * The sender's own limit (by address, e-mail or account; a listing never refuses anyone):
 * 'Has enviado demasiados mensajes seguidos. Inténtalo de nuevo en 12 minutos.', whole minutes, at least one.
 */
export function rateLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Has enviado demasiados mensajes seguidos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}
