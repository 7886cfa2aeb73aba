import { FORM_ALREADY_SENT } from "./contact-messages";

/** What a buyer reads around 'Solicitar visita' (issue #22 point 3). */
export const VIEWING_TEXTS = {
  heading: "Solicitar visita",
  submit: "Solicitar visita",
  sent: "Solicitud de visita enviada",
  sentDetail:
    "El vendedor elegirá una de tus fechas o te propondrá otra. Te avisaremos por correo; en él tienes un enlace para seguir tu solicitud o cancelarla.",
  again: "Solicitar otra visita",
  slotLabel: "Fecha y hora",
} as const;

export const VIEWING_FORM_MESSAGES = {
  tooFast:
    "Has enviado el formulario demasiado rápido. Revisa los datos y vuelve a pulsar «Solicitar visita».",
  expired: "El formulario ha caducado. Vuelve a pulsar «Solicitar visita» para enviarlo.",
  alreadySent: FORM_ALREADY_SENT,
} as const;

export const VIEWING_SECTION_ID = "visita";
const SENT_PARAM = "visita";
const SENT_VALUE = "solicitada";

export const viewingSentHref = (propertyId: string) =>
  `/propiedad/${encodeURIComponent(propertyId)}?${SENT_PARAM}=${SENT_VALUE}#${VIEWING_SECTION_ID}`;

export function isViewingSent(searchParams: URLSearchParams): boolean {
  return searchParams.get(SENT_PARAM) === SENT_VALUE;
}
