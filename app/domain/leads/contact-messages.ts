/** What a buyer reads around 'Contactar con el vendedor' (issue #22, texts exactly as given there). */
export const CONTACT_TEXTS = {
  heading: "Contactar con el vendedor",
  submit: "Enviar mensaje",
  sent: "Mensaje enviado",
  sentDetail:
    "El vendedor ha recibido tu mensaje y te contestará a tu correo. Te hemos enviado un aviso a ese correo.",
  writeAgain: "Escribir otro mensaje",
} as const;

export const LEAD_FORM_MESSAGES = {
  tooFast:
    "Has enviado el formulario demasiado rápido. Revisa tu mensaje y vuelve a pulsar «Enviar mensaje».",
  expired: "El formulario ha caducado. Vuelve a pulsar «Enviar mensaje» para enviarlo.",
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

/** 'Inténtalo de nuevo en 12 minutos.': whole minutes, at least one. */
export function rateLimitMessage(scope: "address" | "listing", retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const wait = `Inténtalo de nuevo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
  return scope === "address"
    ? `Has enviado demasiados mensajes seguidos. ${wait}`
    : `Este anuncio ha recibido muchos mensajes en poco tiempo. ${wait}`;
}
