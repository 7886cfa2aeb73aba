/**
 * Where an offer stands, and who may move it where (docs/decisions: offers).
 * The states are the offer lead's `state`; the moves are data so the server, the buttons and the
 * tests read one table. An offer waits 'unconfirmed' until the buyer opens the link mailed to them
 * (the seller is not told before); the seller then accepts, rejects or counters it; after a
 * counteroffer the buyer accepts it (the offer is accepted at the counter amount) or declines.
 * Accepting writes the agreed deal and closes the listing's other offers; releasing the deal moves
 * its offer to 'released' (offer-deal.server.ts, docs/decisions/0029-agreed-deal.md).
 */
export const OFFER_STATES = [
  "unconfirmed",
  "submitted",
  "accepted",
  "rejected",
  "countered",
  // The buyer answered the counteroffer with a new amount ('Responder con otra oferta'):
  // the seller accepts or rejects it; a second counteroffer is not open (MAX_COUNTEROFFERS_PER_OFFER).
  "buyer_countered",
  "withdrawn",
  // The seller accepted another offer for the home (offer-deal.ts): this one is answered with it.
  "closed",
  // The accepted offer's deal fell through and the seller released the reservation.
  "released",
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** Open offers the seller has seen: accepting another one closes them and tells their buyers. */
export const SEEN_OPEN_OFFER_STATES: readonly OfferState[] = ["submitted", "countered", "buyer_countered"];

export type OfferMove =
  | "confirm"
  | "accept"
  | "reject"
  | "counter"
  | "accept-counter"
  | "counter-back"
  | "withdraw";

export const OFFER_MOVES: Record<
  OfferMove,
  { by: "buyer" | "seller"; from: readonly OfferState[]; to: OfferState }
> = {
  confirm: { by: "buyer", from: ["unconfirmed"], to: "submitted" },
  accept: { by: "seller", from: ["submitted", "buyer_countered"], to: "accepted" },
  reject: { by: "seller", from: ["submitted", "buyer_countered"], to: "rejected" },
  counter: { by: "seller", from: ["submitted"], to: "countered" },
  "accept-counter": { by: "buyer", from: ["countered"], to: "accepted" },
  // The buyer's new amount replaces the offer's: the one the seller accepts is always `amount`.
  "counter-back": { by: "buyer", from: ["countered"], to: "buyer_countered" },
  withdraw: { by: "buyer", from: ["submitted", "countered", "buyer_countered"], to: "withdrawn" },
};

/** The state a move leads to from `state`, or null when it is not allowed from there. */
export function nextOfferState(state: string, move: OfferMove): OfferState | null {
  const rule = OFFER_MOVES[move];
  return (rule.from as readonly string[]).includes(state) ? rule.to : null;
}

/** The moves open to one side from a state (which buttons to show). */
export function openOfferMoves(state: string, by: "buyer" | "seller"): OfferMove[] {
  return (Object.keys(OFFER_MOVES) as OfferMove[]).filter(
    (move) => OFFER_MOVES[move].by === by && nextOfferState(state, move) !== null,
  );
}

/**
 * Counteroffers a seller may send per offer: each mails the buyer. The moves above hold
 * it — 'counter' only from 'submitted', and no move leads back there — so under any burst only
 * one conditional update wins; the second is refused with its own message (offers.server).
 */
export const MAX_COUNTEROFFERS_PER_OFFER = 1;

/** States the seller does not see in 'Compradores': an offer whose e-mail is not proven yet. */
export const OFFER_STATES_HIDDEN_FROM_SELLER: readonly OfferState[] = ["unconfirmed"];

/** Unconfirmed offers are deleted after this many days (lead retention). */
export const UNCONFIRMED_OFFER_DAYS = 7;

export const FINANCING_LABELS = { mortgage: "Hipoteca", cash: "Contado" } as const;
