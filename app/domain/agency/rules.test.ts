import { describe, expect, test } from "vitest";
import { feeFor } from "#app/domain/payments/pricing";
import {
  agencyStepAvailability,
  canActOnAgencyStep,
  currentAgencyStep,
  initiallyOpenAgencyStep,
} from "./agency-steps";
import { commissionLabel, listingSplit, WORKED_EXAMPLE, workedExampleSplit } from "./agreement";
import { clearOtherCommission } from "./commission";
import { isScrolledToEnd } from "./contract-scroll";
import { finalFeeState } from "./final-fee-state";
import { agencyPaymentEffects } from "./payment-effects";

const NEW = { title: null, marketingActive: false, saleConfirmed: false };
const PUBLISHED = { ...NEW, title: "Chalet en Las Rozas" };
const MARKETING = { ...PUBLISHED, marketingActive: true };
const SOLD = { ...MARKETING, saleConfirmed: true };

describe("agency steps (spec §4)", () => {
  test("1 by default, 2 with a title, 3 with marketing, 5 when the sale is confirmed", () => {
    expect([NEW, PUBLISHED, MARKETING, SOLD].map(currentAgencyStep)).toEqual([1, 2, 3, 5]);
  });

  test("steps 3 and 4 are locked until the campaign is paid", () => {
    expect(agencyStepAvailability(3, PUBLISHED)).toBe("locked");
    expect(agencyStepAvailability(4, PUBLISHED)).toBe("locked");
    expect(agencyStepAvailability(3, NEW)).toBe("locked");
    expect(agencyStepAvailability(2, NEW)).toBe("upcoming");
    expect(agencyStepAvailability(1, PUBLISHED)).toBe("completed");
    expect(agencyStepAvailability(3, MARKETING)).toBe("current");
    expect(agencyStepAvailability(4, MARKETING)).toBe("upcoming");
    expect([1, 2, 3, 4].map((step) => agencyStepAvailability(step, SOLD))).toEqual(
      Array(4).fill("completed"),
    );
  });

  test("what may be done: marketing once published, the final fee once marketing is paid, nothing after the sale", () => {
    expect(canActOnAgencyStep(2, NEW)).toBe(false);
    expect(canActOnAgencyStep(2, PUBLISHED)).toBe(true);
    expect(canActOnAgencyStep(4, PUBLISHED)).toBe(false);
    expect(canActOnAgencyStep(2, MARKETING)).toBe(false);
    expect(canActOnAgencyStep(4, MARKETING)).toBe(true);
    expect([1, 2, 3, 4].some((step) => canActOnAgencyStep(step, SOLD))).toBe(false);
    expect(initiallyOpenAgencyStep(SOLD)).toBe(4);
  });
});

describe("agency payments", () => {
  test("marketing activates the campaign; the final fee confirms and sells, paid or paid_tester", () => {
    expect(agencyPaymentEffects("marketing")).toEqual({ marketingActive: true, paymentStatus: "paid" });
    expect(agencyPaymentEffects("final_fee")).toEqual({
      saleConfirmed: true,
      status: "sold",
      paymentStatus: "paid",
    });
    expect(agencyPaymentEffects("final_fee", { isTester: true }).paymentStatus).toBe("paid_tester");
  });

  test("both agency fees are 500,00 € IVA incluido", () => {
    for (const product of ["marketing", "final_fee"] as const) {
      expect(feeFor("agency", product)).toMatchObject({ total: 50_000, ivaIncluded: true });
    }
  });
});

describe("the 60/40 split", () => {
  test("decisions.md's worked example: 100.000 € at 5 % → 5.000 €: 3.000 € agency, 2.000 € platform", () => {
    expect(WORKED_EXAMPLE).toEqual({ price: 100_000, percentage: 5 });
    expect(workedExampleSplit()).toEqual({ totalCommission: 5000, agency: 3000, platform: 2000 });
  });

  test("from the listing's own price and commission, percentage or fixed", () => {
    const percentage = { price: 695_000, agencyCommissionPercentage: 4.5, agencyCommissionFixed: null };
    expect(listingSplit(percentage)).toEqual({ totalCommission: 31_275, agency: 18_765, platform: 12_510 });
    const fixed = { price: 695_000, agencyCommissionPercentage: null, agencyCommissionFixed: 9000 };
    expect(listingSplit(fixed)).toEqual({ totalCommission: 9000, agency: 5400, platform: 3600 });
    expect(
      listingSplit({ price: null, agencyCommissionPercentage: 4, agencyCommissionFixed: null }),
    ).toBeNull();
    expect(commissionLabel(percentage)).toBe("4,5 %");
    expect(commissionLabel(fixed)).toBe("9.000 €");
  });
});

describe("commission inputs", () => {
  test("typing a percentage clears the fixed amount and vice versa", () => {
    expect(clearOtherCommission({ percentage: "4", fixed: "9000" }, "percentage")).toEqual({
      percentage: "4",
      fixed: "",
    });
    expect(clearOtherCommission({ percentage: "4", fixed: "9000" }, "fixed")).toEqual({
      percentage: "",
      fixed: "9000",
    });
    // Emptying a field leaves the other as it was.
    expect(clearOtherCommission({ percentage: "", fixed: "9000" }, "percentage")).toEqual({
      percentage: "",
      fixed: "9000",
    });
  });
});

describe("contract dialog scroll-to-accept", () => {
  const box = { scrollHeight: 3000, clientHeight: 500 };
  test("accept stays disabled until within 20 px of the end", () => {
    expect(isScrolledToEnd({ ...box, scrollTop: 0 })).toBe(false);
    expect(isScrolledToEnd({ ...box, scrollTop: 2479 })).toBe(false);
    expect(isScrolledToEnd({ ...box, scrollTop: 2480 })).toBe(true);
    expect(isScrolledToEnd({ ...box, scrollTop: 2500 })).toBe(true);
  });
  test("a text that fits without scrolling counts as read", () => {
    expect(isScrolledToEnd({ scrollTop: 0, scrollHeight: 400, clientHeight: 500 })).toBe(true);
  });
});

describe("final-fee state on the admin page", () => {
  test("paid once the sale is confirmed, pending after the campaign, locked before", () => {
    expect(finalFeeState({ saleConfirmed: true, marketingActive: true, paymentStatus: "paid" })).toBe("paid");
    expect(finalFeeState({ saleConfirmed: true, marketingActive: true, paymentStatus: "paid_tester" })).toBe(
      "paid_tester",
    );
    expect(finalFeeState({ saleConfirmed: false, marketingActive: true, paymentStatus: "paid" })).toBe(
      "pending",
    );
    expect(finalFeeState({ saleConfirmed: false, marketingActive: false, paymentStatus: "pending" })).toBe(
      "locked",
    );
  });
});
