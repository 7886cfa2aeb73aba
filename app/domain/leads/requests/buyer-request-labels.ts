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
