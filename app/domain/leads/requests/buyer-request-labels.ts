import type { LeadKind } from "../log/kinds";

/**
 * How a buyer reads what they sent, in 'Mis solicitudes': the same stored states the
 * seller's log labels in kinds.ts, in the buyer's words. `awaitsBuyer`: the next move is the buyer's
 * (the tab bar counts these).
 */
type BuyerStateInfo = { label: string; awaitsBuyer?: true };

export const BUYER_REQUEST_STATES: Record<LeadKind, Record<string, BuyerStateInfo>> = {
  enquiry: {
    received: { label: "Mensaje enviado" },
  },
  viewing: {
    requested: { label: "Esperando respuesta del vendedor" },
    rescheduled: { label: "El vendedor propone otra hora", awaitsBuyer: true },
    confirmed: { label: "Visita confirmada" },
    rejected: { label: "Visita rechazada" },
    cancelled_by_buyer: { label: "Cancelaste la visita" },
    cancelled_by_seller: { label: "Cancelada por el vendedor" },
  },
  offer: {
    unconfirmed: { label: "Falta confirmar tu correo", awaitsBuyer: true },
    submitted: { label: "Esperando respuesta del vendedor" },
    accepted: { label: "Oferta aceptada" },
    rejected: { label: "Oferta rechazada" },
    countered: { label: "Contraoferta del vendedor", awaitsBuyer: true },
    buyer_countered: { label: "Nueva oferta enviada" },
    withdrawn: { label: "Retiraste la oferta" },
    closed: { label: "Cerrada: el vendedor aceptó otra oferta" },
    released: { label: "Reserva liberada" },
  },
};

/** The state as the buyer reads it; one this version does not know is shown as stored, never hidden. */
export function buyerRequestStateLabel(kind: LeadKind, state: string): string {
  return BUYER_REQUEST_STATES[kind][state]?.label ?? state;
}

export function awaitsBuyer(kind: LeadKind, state: string): boolean {
  return BUYER_REQUEST_STATES[kind][state]?.awaitsBuyer === true;
}

/** What the tab says back after each of the buyer's actions (a toast after the redirect). */
export const BUYER_REQUEST_MESSAGES = {
  notFound: { title: "Solicitud no encontrada", description: "No encontramos esa solicitud en tu cuenta." },
  stale: {
    title: "No se pudo hacer el cambio",
    description: "Esta solicitud ya había cambiado: revisa cómo está ahora.",
  },
  limit: {
    title: "No se pudo proponer otra hora",
    description: "Ya se han propuesto demasiadas horas para esta visita: cancélala o espera al vendedor.",
  },
  alreadyAccepted: {
    title: "No se pudo aceptar",
    description: "El vendedor ya ha aceptado otra oferta por esta vivienda.",
  },
  viewingProposed: {
    title: "Hora propuesta",
    description: "Se la hemos enviado al vendedor. Te avisaremos por correo de su respuesta.",
  },
  viewingAccepted: {
    title: "Visita confirmada",
    description: "Te hemos enviado la invitación para tu calendario.",
  },
  viewingCancelled: { title: "Visita cancelada", description: "Hemos avisado al vendedor." },
  counterAccepted: {
    title: "Contraoferta aceptada",
    description: "El vendedor se pondrá en contacto contigo para firmar las arras.",
  },
  counteredBack: {
    title: "Nueva oferta enviada",
    description: "Se la hemos enviado al vendedor. Te avisaremos por correo de su respuesta.",
  },
  withdrawn: { title: "Oferta retirada", description: "Se lo hemos comunicado al vendedor." },
} as const;
