import { formStampMessages, isSent, type SentMark, sentHref } from "../intake/lead-form-messages";

/** What a buyer reads around 'Solicitar visita'. */
export const VIEWING_TEXTS = {
  heading: "Solicitar visita",
  submit: "Solicitar visita",
  sent: "Solicitud de visita enviada",
  sentDetail:
    "El vendedor elegirá una de tus fechas o te propondrá otra. Te avisaremos por correo; en él tienes un enlace para seguir tu solicitud o cancelarla.",
  again: "Solicitar otra visita",
  slotLabel: "Fecha y hora",
} as const;

export const VIEWING_FORM_MESSAGES = formStampMessages(VIEWING_TEXTS.submit, "los datos");

export const VIEWING_SECTION_ID = "visita";
const VIEWING_SENT: SentMark = { section: VIEWING_SECTION_ID, param: "visita", value: "solicitada" };

export const viewingSentHref = (propertyId: string) => sentHref(propertyId, VIEWING_SENT);
export const isViewingSent = (searchParams: URLSearchParams) => isSent(searchParams, VIEWING_SENT);
