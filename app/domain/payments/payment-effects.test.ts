import { expect, test } from "vitest";
import { effectsOfPaidProduct } from "./payment-effects";

test("a paid marketing fee activates the campaign and records the payment", () => {
  expect(effectsOfPaidProduct("marketing")).toEqual({ marketingActive: true, paymentStatus: "paid" });
});

test("a paid final fee confirms the sale and marks the property sold", () => {
  expect(effectsOfPaidProduct("final_fee")).toEqual({
    saleConfirmed: true,
    status: "sold",
    paymentStatus: "paid",
  });
});

test("a tester gets the same effects recorded as paid_tester", () => {
  expect(effectsOfPaidProduct("marketing", { isTester: true }).paymentStatus).toBe("paid_tester");
  expect(effectsOfPaidProduct("final_fee", { isTester: true })).toMatchObject({
    status: "sold",
    paymentStatus: "paid_tester",
  });
});
