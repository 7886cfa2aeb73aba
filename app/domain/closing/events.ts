import type { ClosingEventKind, ClosingEventParty } from "#app/db/schema/closing-events";

/** One recorded change of the closing room, as read back (payload per kind below). */
export type ClosingEvent = {
  kind: ClosingEventKind;
  party: ClosingEventParty;
  payload: Record<string, unknown>;
  createdAt: Date;
};

/** The appointment at the notary's: who, where, and the instant (Madrid wall clock on the form). */
export type NotaryAppointment = { name: string; address: string; at: string };

/** Where the room stands: the latest record of each kind (events are never rewritten). */
export type ClosingState = {
  depositReceivedOn: string | null;
  valuationOn: string | null;
  feinOn: string | null;
  notary: NotaryAppointment | null;
  /** The day the deed was signed, as the buyer confirmed it: the sale's evidence. */
  deedSignedOn: string | null;
  keysHandedOn: string | null;
};

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** Folds the events, oldest first, into the room's state. */
export function closingStateOf(events: readonly ClosingEvent[]): ClosingState {
  const state: ClosingState = {
    depositReceivedOn: null,
    valuationOn: null,
    feinOn: null,
    notary: null,
    deedSignedOn: null,
    keysHandedOn: null,
  };
  for (const event of events) {
    const p = event.payload;
    if (event.kind === "deposit_received") state.depositReceivedOn = text(p.on);
    if (event.kind === "mortgage_recorded") {
      state.valuationOn = text(p.valuationOn);
      state.feinOn = text(p.feinOn);
    }
    if (event.kind === "notary_chosen")
      state.notary = { name: String(p.name ?? ""), address: String(p.address ?? ""), at: String(p.at ?? "") };
    if (event.kind === "appointment_changed" && state.notary)
      state.notary = { ...state.notary, at: String(p.at ?? "") };
    // Only the buyer's word makes the deed signed: it is what the seller cannot undo.
    if (event.kind === "deed_signed" && event.party === "buyer") state.deedSignedOn = text(p.on);
    if (event.kind === "keys_handed") state.keysHandedOn = text(p.on);
  }
  return state;
}
