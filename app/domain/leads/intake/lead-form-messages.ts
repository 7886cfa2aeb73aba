import { pathTo, ROUTES } from "#app/urls";
/** What a buyer may read on any of the three forms of a listing, whatever they were sending. */

/**
 * A form serves one submission (its stamp is stored with the lead): a second one, a double click
 * or a page sent again from the browser's history, is asked to be sent again from the fresh form
 * the answer draws — and told that the first may well have arrived.
 */
export const FORM_ALREADY_SENT =
  "Este formulario ya se había enviado. Si no has visto la confirmación, revisa los datos y vuelve a enviarlo.";

/** A refused stamp, in the words of the form's own button and of what the buyer should look over. */
export function formStampMessages(submit: string, review: string) {
  return {
    tooFast: `Has enviado el formulario demasiado rápido. Revisa ${review} y vuelve a pulsar «${submit}».`,
    expired: `El formulario ha caducado. Vuelve a pulsar «${submit}» para enviarlo.`,
    alreadySent: FORM_ALREADY_SENT,
  } as const;
}

/**
 * The sender's own limit (by address, e-mail or account; a listing never refuses anyone):
 * 'Has enviado demasiados mensajes seguidos. Inténtalo de nuevo en 12 minutos.', whole minutes, at least one.
 */
export function rateLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Has enviado demasiados mensajes seguidos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}

/** Where a sent form leads: back to the listing, at the form's section, marked as sent in the query. */
export type SentMark = { section: string; param: string; value: string };

export const sentHref = (propertyId: string, { section, param, value }: SentMark) =>
  `${pathTo(ROUTES.property, { id: propertyId }, { [param]: value })}#${section}`;

export const isSent = (searchParams: URLSearchParams, { param, value }: SentMark) =>
  searchParams.get(param) === value;
