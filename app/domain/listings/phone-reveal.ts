/**
 * The seller's phone behind 'Ver teléfono': no card and no listing page carries
 * it, so nobody collects the numbers of private sellers by reading pages; a person asks for one
 * number at a time, with a POST (a crawler follows no form), counted in the listing's funnel and
 * limited per visitor and per address.
 */

/** The listing page's form intent (no JavaScript) — the same request the script sends to `ROUTES.listingPhoneReveal`. */
export const PHONE_REVEAL_INTENT = "ver-telefono";

/**
 * The reveal route's last segment, under the listing's own path (`ROUTES.listingPhoneReveal`): the
 * public script adds it to the path its form posts to, so the route table stays out of that script.
 */
export const PHONE_REVEAL_SEGMENT = "telefono";

/** The button, on a card and on the listing page. */
export const PHONE_REVEAL_LABEL = "Ver teléfono";

/** Where the phone is drawn on the listing page, for the form's fragment (#telefono). */
export const PHONE_SECTION_ID = "telefono";

/** What a visitor is told, and what a screen reader announces. */
export const PHONE_REVEAL_MESSAGES = {
  /** Announced when the number appears: 'Teléfono del vendedor: +34 600 101 234'. */
  shown: (display: string) => `Teléfono del vendedor: ${display}`,
  unavailable: "Este anuncio no tiene teléfono de contacto. Escribe al vendedor con el formulario.",
  notPerson: "Abre el anuncio en un navegador para ver el teléfono.",
  failed: "No se ha podido mostrar el teléfono. Inténtalo de nuevo.",
} as const;

/**
 * Past a limit: 'Has pedido muchos teléfonos en poco tiempo. Inténtalo de nuevo en 12 minutos o
 * escribe al vendedor con el formulario de contacto.' Whole minutes, at least one.
 */
export function phoneRevealLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Has pedido muchos teléfonos en poco tiempo. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"} o escribe al vendedor con el formulario de contacto.`;
}

/** 'Llamar al +34 600 101 234': the call link's name says what it does and contains what it shows. */
export const callLinkName = (display: string) => `Llamar al ${display}`;

/** The phone as the answer carries it: what to read and what to dial. */
export type RevealedPhone = { display: string; href: string };

/** What the answer to 'Ver teléfono' draws: the number, or why not (a message in Spanish). */
export type PhoneRevealView = { ok: true; phone: RevealedPhone } | { ok: false; message: string };
