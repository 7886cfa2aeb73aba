import { describe, expect, test } from "vitest";
import { type InvoiceStanding, rectifyVerdict, voidVerdict } from "./void-or-rectify";

const ordinary = (facts: Partial<InvoiceStanding> = {}): InvoiceStanding => ({
  series: "F",
  record: "registered",
  paid: false,
  rectifications: 0,
  refunds: 0,
  ...facts,
});
const rectifying = (facts: Partial<InvoiceStanding> = {}) => ordinary({ series: "R", paid: true, ...facts });

describe("an invoice is voided only when it answers for nothing that happened", () => {
  test("a registered F invoice never charged, refunded nor rectified may be voided", () => {
    expect(voidVerdict(ordinary())).toEqual({ allowed: true });
  });

  test("a charged invoice is corrected by a rectifying invoice, never voided", () => {
    expect(voidVerdict(ordinary({ paid: true }))).toEqual({ allowed: false, reason: "paid" });
  });

  test("an invoice with rectifications, or a refund done or under way, is never voided", () => {
    expect(voidVerdict(ordinary({ paid: true, rectifications: 1, refunds: 1 }))).toEqual({
      allowed: false,
      reason: "refunded",
    });
    expect(voidVerdict(ordinary({ refunds: 1 }))).toEqual({ allowed: false, reason: "refunded" });
    expect(voidVerdict(ordinary({ rectifications: 1 }))).toEqual({ allowed: false, reason: "rectified" });
  });

  test("a rectifying invoice of a real refund is never voided; one of a correction, if nothing came after it", () => {
    expect(voidVerdict(rectifying({ refunds: 1 }))).toEqual({ allowed: false, reason: "records_refund" });
    expect(voidVerdict(rectifying({ rectifications: 1 }))).toEqual({
      allowed: false,
      reason: "later_rectifications",
    });
    expect(voidVerdict(rectifying())).toEqual({ allowed: true });
  });

  test("an invoice already voided, or never registered, has nothing to void", () => {
    expect(voidVerdict(ordinary({ record: "cancelled" }))).toEqual({ allowed: false, reason: "cancelled" });
    expect(voidVerdict(rectifying({ record: "cancelled", refunds: 1 }))).toEqual({
      allowed: false,
      reason: "cancelled",
    });
    expect(voidVerdict(ordinary({ record: "unregistered" }))).toEqual({
      allowed: false,
      reason: "unregistered",
    });
  });
});

describe("a voided invoice takes no refund and no rectification", () => {
  test("only an F invoice not voided is rectified", () => {
    expect(rectifyVerdict(ordinary())).toEqual({ allowed: true });
    expect(rectifyVerdict(ordinary({ record: "unregistered" }))).toEqual({ allowed: true });
    expect(rectifyVerdict(ordinary({ record: "cancelled" }))).toEqual({ allowed: false, reason: "voided" });
    expect(rectifyVerdict(rectifying())).toEqual({ allowed: false, reason: "not_ordinary" });
  });
});
