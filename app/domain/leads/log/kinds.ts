import type { LeadKind } from "#app/db/schema/leads";

export type { LeadKind };

/** How a state reads in the lead log: its label, and whether the seller still has to act. */
export type LeadStateInfo = { label: string; awaitsSeller: boolean };

export type LeadKindInfo = {
  /** The kind as the lead log names it. */
  label: string;
  /** The state a new lead of this kind starts in. */
  initialState: string;
  states: Record<string, LeadStateInfo>;
};

/**
 * Every kind of buyer contact and its states, in one place: the lead log, the staff counts, the
 * export and the e-mails read labels from here. A new kind's flow (viewings, offers) adds its
 * states to its entry and its own `submitX` beside `submitEnquiry`; the log shows it unchanged.
 */
export const LEAD_KIND_INFO: Record<LeadKind, LeadKindInfo> = {
  enquiry: {
    label: "Mensaje",
    initialState: "received",
    states: {
      received: { label: "Recibido", awaitsSeller: true },
    },
  },
  viewing: {
    label: "Visita",
    initialState: "requested",
    states: {
      requested: { label: "Visita solicitada", awaitsSeller: true },
      // The seller proposed another time; the buyer accepts it or cancels from their link.
      rescheduled: { label: "Otra hora propuesta", awaitsSeller: false },
      confirmed: { label: "Visita confirmada", awaitsSeller: false },
      rejected: { label: "Visita rechazada", awaitsSeller: false },
      cancelled_by_buyer: { label: "Cancelada por el comprador", awaitsSeller: false },
      cancelled_by_seller: { label: "Cancelada por el vendedor", awaitsSeller: false },
    },
  },
  offer: {
    label: "Oferta",
    // The seller never sees 'unconfirmed' (offer-states.ts): it waits for the buyer's confirmation link.
    initialState: "unconfirmed",
    states: {
      unconfirmed: { label: "Pendiente de confirmar por el comprador", awaitsSeller: false },
      submitted: { label: "Oferta recibida", awaitsSeller: true },
      accepted: { label: "Oferta aceptada", awaitsSeller: false },
      rejected: { label: "Oferta rechazada", awaitsSeller: false },
      countered: { label: "Contraoferta enviada", awaitsSeller: false },
      buyer_countered: { label: "Nueva oferta del comprador", awaitsSeller: true },
      withdrawn: { label: "Retirada por el comprador", awaitsSeller: false },
      closed: { label: "Cerrada: aceptaste otra oferta", awaitsSeller: false },
      released: { label: "Reserva liberada", awaitsSeller: false },
    },
  },
};

export function leadKindLabel(kind: LeadKind): string {
  return LEAD_KIND_INFO[kind].label;
}

/** The state's label; a state this version does not know is shown as it is stored, never hidden. */
export function leadStateLabel(kind: LeadKind, state: string): string {
  return LEAD_KIND_INFO[kind].states[state]?.label ?? state;
}
