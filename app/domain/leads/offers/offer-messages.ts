import { formStampMessages, isSent, type SentMark, sentHref } from "../intake/lead-form-messages";

/** What a buyer reads around 'Hacer una oferta' (texts as given there). */
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

/** A refused stamp on 'Hacer una oferta': its own button named, not the contact form's. */
export const OFFER_FORM_MESSAGES = formStampMessages(OFFER_TEXTS.submit, "tu oferta");

export const OFFER_SECTION_ID = "oferta";
const OFFER_SENT: SentMark = { section: OFFER_SECTION_ID, param: "oferta", value: "pendiente" };

export const offerSentHref = (propertyId: string) => sentHref(propertyId, OFFER_SENT);
export const isOfferSent = (searchParams: URLSearchParams) => isSent(searchParams, OFFER_SENT);

/**
 * A signed-in buyer's verified address needs no confirmation link: the offer reached
 * the seller as it was sent, and the notice says so.
 */
const OFFER_DELIVERED: SentMark = { section: OFFER_SECTION_ID, param: "oferta", value: "enviada" };
export const offerDeliveredHref = (propertyId: string) => sentHref(propertyId, OFFER_DELIVERED);
export const isOfferDelivered = (searchParams: URLSearchParams) => isSent(searchParams, OFFER_DELIVERED);

/** What a signed-in buyer with a verified address reads around 'Hacer una oferta'. */
export const OFFER_TEXTS_SIGNED_IN = {
  ...OFFER_TEXTS,
  sent: "Oferta enviada al vendedor",
  sentDetail:
    "Te avisaremos por correo de su respuesta. También puedes seguirla, y responder a una contraoferta, en «Mis solicitudes» de tu panel.",
} as const;

/**
 * What the buyer is told behind their link (`/solicitud/<token>`) after a button; the words are in
 * the `request.offerDone.*` messages, in the page's language.
 */
export type BuyerOfferMessage =
  | "confirmed"
  | "counterAccepted"
  | "withdrawn"
  | "counteredBack"
  | "stale"
  | "alreadyAccepted";
