/** What a buyer reads around 'Hacer una oferta' (issue #22 point 4, texts as given there). */
export const OFFER_TEXTS = {
  heading: "Hacer una oferta",
  amount: "Importe de la oferta (€)",
  financing: "Financiación",
  mortgage: "Hipoteca",
  cash: "Contado",
  arrasDate: "Fecha propuesta para firmar las arras",
  conditions: "Condiciones (opcional)",
  submit: "Enviar oferta",
  sent: "Revisa tu correo para confirmar la oferta",
  sentDetail:
    "Te hemos enviado un enlace. Tu oferta llegará al vendedor cuando lo abras y pulses «Confirmar oferta»; si no lo confirmas en 7 días, la borraremos.",
  again: "Hacer otra oferta",
} as const;

export const OFFER_SECTION_ID = "oferta";
const OFFER_SENT_PARAM = "oferta";
const OFFER_SENT_VALUE = "pendiente";

export const offerSentHref = (propertyId: string) =>
  `/propiedad/${encodeURIComponent(propertyId)}?${OFFER_SENT_PARAM}=${OFFER_SENT_VALUE}#${OFFER_SECTION_ID}`;

export const isOfferSent = (searchParams: URLSearchParams) =>
  searchParams.get(OFFER_SENT_PARAM) === OFFER_SENT_VALUE;
