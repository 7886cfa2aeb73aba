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

/** What the buyer reads behind their link (`/solicitud/<token>`). */
export const BUYER_OFFER_MESSAGES = {
  confirmed: "Oferta confirmada: se la hemos enviado al vendedor. Te avisaremos por correo de su respuesta.",
  counterAccepted:
    "Has aceptado la contraoferta. El vendedor se pondrá en contacto contigo para firmar las arras.",
  withdrawn: "Has retirado tu oferta. Se lo hemos comunicado al vendedor.",
  counteredBack: "Has enviado tu nueva oferta al vendedor. Te avisaremos por correo de su respuesta.",
  stale: "Esta oferta ya no admite ese cambio: recarga la página para ver cómo está.",
  alreadyAccepted: "El vendedor ya ha aceptado otra oferta por esta vivienda.",
} as const;

/** How the buyer reads their offer's state. */
export const BUYER_OFFER_STATE_TEXT: Record<string, string> = {
  unconfirmed: "Falta un paso: confirma tu oferta para que llegue al vendedor.",
  submitted: "El vendedor ha recibido tu oferta. Te avisaremos por correo de su respuesta.",
  // An accepted offer reads its deal's own sentence (offer-deal.ts dealSentence); this is the fallback.
  accepted: "Hay un acuerdo. El siguiente paso es firmar el contrato de arras.",
  rejected: "El vendedor ha rechazado tu oferta.",
  countered: "El vendedor te ha hecho una contraoferta.",
  buyer_countered:
    "Has respondido a la contraoferta con una nueva oferta. Te avisaremos por correo de la respuesta del vendedor.",
  withdrawn: "Retiraste esta oferta.",
  closed: "El vendedor ha aceptado otra oferta por esta vivienda: tu oferta se ha cerrado.",
  released: "El vendedor ha liberado la reserva: el acuerdo no sigue adelante.",
};
