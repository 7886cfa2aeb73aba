import { describe, expect, test } from "vitest";
import {
  arrasDateProblem,
  OFFER_MESSAGES,
  offerAmountProblem,
  offerSchema,
  parseEuroAmount,
} from "./offer.schema";
import { nextOfferState, OFFER_STATES, openOfferMoves } from "./offer-states";

describe("offer amounts as a Spaniard writes them", () => {
  test.each([
    ["250.000", 250_000],
    ["250000", 250_000],
    ["250.000 €", 250_000],
    [" 1.250.000 ", 1_250_000],
    ["250 000", 250_000],
    ["250.000,00", 250_000],
  ])("%s is %d €", (raw, euros) => {
    expect(parseEuroAmount(raw)).toBe(euros);
  });

  test.each(["250.000,50", "25.00", "doscientos mil", "-250000", "2,5e5", "250.0000", ""])(
    "%s is not a whole number of euros",
    (raw) => {
      expect(parseEuroAmount(raw)).toBeNull();
    },
  );

  test("far below or above the price is allowed; under 1.000 € or over 100 × the price is refused", () => {
    expect(offerAmountProblem(90_000, 250_000)).toBeNull();
    expect(offerAmountProblem(400_000, 250_000)).toBeNull();
    expect(offerAmountProblem(999, 250_000)).toBe(OFFER_MESSAGES.amountTooLow);
    expect(offerAmountProblem(25_000_001, 250_000)).toBe(OFFER_MESSAGES.amountTooHigh);
  });
});

describe("the offer form", () => {
  const valid = {
    name: "Marta Compradora",
    email: "marta@example.es",
    amount: "240.000",
    financing: "mortgage",
    arrasDate: "2026-12-15",
    acceptPrivacy: "on",
  };

  test("a valid offer parses to whole euros and empty conditions", () => {
    const parsed = offerSchema("2026-11-25").parse(valid);
    expect(parsed).toMatchObject({ amount: 240_000, financing: "mortgage", conditions: "" });
  });

  test("the arras date must come after today and within a year", () => {
    const schema = offerSchema("2026-11-25");
    const messageFor = (arrasDate: string) =>
      schema.safeParse({ ...valid, arrasDate }).error?.issues.map((issue) => issue.message);
    expect(messageFor("2026-11-25")).toEqual([OFFER_MESSAGES.arrasDatePast]);
    expect(messageFor("2026-11-26")).toBeUndefined();
    expect(messageFor("2027-11-25")).toBeUndefined();
    expect(messageFor("2027-11-26")).toEqual([OFFER_MESSAGES.arrasDateFar]);
    expect(messageFor("9999-12-31")).toEqual([OFFER_MESSAGES.arrasDateFar]);
  });

  test.each(["2027-02-30", "2027-02-29", "2027-04-31", "2027-06-31"])(
    "%s does not exist: its own message, never a rolled-over day",
    (arrasDate) => {
      const result = offerSchema("2026-11-25").safeParse({ ...valid, arrasDate });
      expect(result.error?.issues).toMatchObject([
        { path: ["arrasDate"], message: OFFER_MESSAGES.arrasDateInvalid },
      ]);
    },
  );

  test("29 February exists in a leap year; a date with a line break is not one", () => {
    expect(arrasDateProblem("2028-02-29", "2027-11-25")).toBeNull();
    expect(arrasDateProblem("2028-02-30", "2027-11-25")).toBe(OFFER_MESSAGES.arrasDateInvalid);
    expect(offerSchema("2026-11-25").safeParse({ ...valid, arrasDate: "2026-12-15\n" }).success).toBe(false);
  });

  test("financing is hipoteca or contado, nothing else", () => {
    const result = offerSchema("2026-11-25").safeParse({ ...valid, financing: "bitcoin" });
    expect(result.error?.issues[0]?.message).toBe(OFFER_MESSAGES.financingRequired);
  });
});

describe("offer states", () => {
  test("who may do what from each state", () => {
    const table = Object.fromEntries(
      OFFER_STATES.map((state) => [
        state,
        { buyer: openOfferMoves(state, "buyer"), seller: openOfferMoves(state, "seller") },
      ]),
    );
    expect(table).toEqual({
      unconfirmed: { buyer: ["confirm"], seller: [] },
      submitted: { buyer: ["withdraw"], seller: ["accept", "reject", "counter"] },
      accepted: { buyer: [], seller: [] },
      rejected: { buyer: [], seller: [] },
      countered: { buyer: ["accept-counter", "counter-back", "withdraw"], seller: [] },
      // The buyer answered the counteroffer with an amount: no second counteroffer.
      buyer_countered: { buyer: ["withdraw"], seller: ["accept", "reject"] },
      withdrawn: { buyer: [], seller: [] },
      // Closed by another accepted offer, or its deal released: nothing more to do.
      closed: { buyer: [], seller: [] },
      released: { buyer: [], seller: [] },
    });
  });

  test("a counteroffer the buyer accepts makes the offer accepted; a seller cannot accept an unconfirmed one", () => {
    expect(nextOfferState("countered", "accept-counter")).toBe("accepted");
    expect(nextOfferState("unconfirmed", "accept")).toBeNull();
    expect(nextOfferState("accepted", "reject")).toBeNull();
  });
});
