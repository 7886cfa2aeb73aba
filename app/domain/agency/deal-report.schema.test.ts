import { describe, expect, test } from "vitest";
import { platformShareAtPrice } from "./commission";
import {
  DEAL_REPORT_MESSAGES,
  dealReportSchema,
  finalPriceWarning,
  parseFinalPrice,
  signedOnProblem,
} from "./deal-report.schema";

const TODAY = "2026-11-26";

describe("the 48-hour report's signing date", () => {
  test("today and any day of the past year are accepted", () => {
    expect(signedOnProblem(TODAY, TODAY)).toBeNull();
    expect(signedOnProblem("2025-11-26", TODAY)).toBeNull();
  });

  test("a date to come, an impossible day, an old date or none are refused in Spanish", () => {
    expect(signedOnProblem("2026-11-27", TODAY)).toBe(DEAL_REPORT_MESSAGES.dateFuture);
    expect(signedOnProblem("2026-02-30", TODAY)).toBe(DEAL_REPORT_MESSAGES.dateInvalid);
    expect(signedOnProblem("2025-11-25", TODAY)).toBe(DEAL_REPORT_MESSAGES.dateOld);
    expect(signedOnProblem("", TODAY)).toBe(DEAL_REPORT_MESSAGES.dateRequired);
    expect(signedOnProblem("26/11/2026", TODAY)).toBe(DEAL_REPORT_MESSAGES.dateRequired);
  });

  test("the form needs one of the two signings", () => {
    const schema = dealReportSchema(TODAY);
    const complete = { stage: "escritura", signedOn: TODAY, finalPrice: "240.000", buyerName: "Pablo Ruiz" };
    expect(schema.safeParse(complete).data).toMatchObject({ finalPrice: 240_000 });
    const refused = schema.safeParse({ ...complete, stage: "hipoteca" });
    expect(refused.error?.issues[0]?.message).toBe(DEAL_REPORT_MESSAGES.stageRequired);
  });
});

describe("the final price, the buyer and the platform's share", () => {
  test("whole euros as Spaniards write them; zero, letters and negatives are refused", () => {
    expect(parseFinalPrice("240.000 €")).toBe(240_000);
    expect(parseFinalPrice("240000")).toBe(240_000);
    expect(parseFinalPrice("0")).toBeNull();
    expect(parseFinalPrice("-5")).toBeNull();
    expect(parseFinalPrice("mucho")).toBeNull();
  });

  test("a signing before the collaboration started is refused", () => {
    expect(signedOnProblem("2026-10-01", TODAY, "2026-10-02")).toBe(DEAL_REPORT_MESSAGES.dateBeforeStart);
    expect(signedOnProblem("2026-10-02", TODAY, "2026-10-02")).toBeNull();
  });

  test("a buyer's full name is asked: a first name alone is refused", () => {
    const schema = dealReportSchema(TODAY);
    const base = { stage: "arras", signedOn: TODAY, finalPrice: "200000" };
    const alone = schema.safeParse({ ...base, buyerName: "Lucía" });
    expect(alone.error?.issues[0]?.message).toBe(DEAL_REPORT_MESSAGES.buyerShort);
    expect(schema.safeParse({ ...base, buyerName: "Lucía Fernández Mora" }).success).toBe(true);
  });

  test("more than 30 % away from the listing's price is a warning, not a refusal", () => {
    expect(finalPriceWarning(130_000, 100_000)).toBeNull();
    expect(finalPriceWarning(70_000, 100_000)).toBeNull();
    expect(finalPriceWarning(131_000, 100_000)).toContain("31 %");
    expect(finalPriceWarning(60_000, 100_000)).toContain("40 %");
    expect(finalPriceWarning(60_000, null)).toBeNull();
  });

  test("the share follows the final price for a percentage, and stays for a fixed commission", () => {
    const percent = { agencyCommissionPercentage: 5, agencyCommissionFixed: null };
    expect(platformShareAtPrice(100_000, percent)).toBe(2000);
    expect(platformShareAtPrice(80_000, percent)).toBe(1600);
    const fixed = { agencyCommissionPercentage: null, agencyCommissionFixed: 9000 };
    expect(platformShareAtPrice(80_000, fixed)).toBe(3600);
    expect(
      platformShareAtPrice(80_000, { agencyCommissionPercentage: null, agencyCommissionFixed: null }),
    ).toBeNull();
  });
});
