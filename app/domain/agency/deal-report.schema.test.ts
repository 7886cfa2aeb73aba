import { describe, expect, test } from "vitest";
import { finalPriceShareText } from "./agreement";
import {
  DEAL_REPORT_MESSAGES,
  dealDocumentProblem,
  dealReportSchema,
  parseFinalPrice,
  signedOnProblem,
} from "./deal-report.schema";

const VALID = { stage: "escritura", signedOn: "2026-11-26", finalPrice: "245.000", buyerName: "Jorge Ruiz" };

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
    expect(schema.safeParse(VALID).success).toBe(true);
    const refused = schema.safeParse({ ...VALID, stage: "hipoteca" });
    expect(refused.error?.issues[0]?.message).toBe(DEAL_REPORT_MESSAGES.stageRequired);
  });
});

describe("the final price, the buyer and the signed document", () => {
  test("the price is asked in whole euros; decimals, words and none are refused in Spanish", () => {
    expect(parseFinalPrice("245.000")).toBe(245_000);
    expect(parseFinalPrice("245000 €")).toBe(245_000);
    expect(parseFinalPrice("245.000,50")).toBeNull();
    expect(parseFinalPrice("doscientos mil")).toBeNull();
    expect(parseFinalPrice("0")).toBeNull();
    const schema = dealReportSchema("2026-11-26");
    expect(schema.safeParse({ ...VALID, finalPrice: "245.000,50" }).error?.issues[0]?.message).toBe(
      DEAL_REPORT_MESSAGES.priceInvalid,
    );
    expect(schema.safeParse({ ...VALID, finalPrice: undefined }).error?.issues[0]?.message).toBe(
      DEAL_REPORT_MESSAGES.priceRequired,
    );
    expect(schema.safeParse({ ...VALID, buyerName: " " }).error?.issues[0]?.message).toBe(
      DEAL_REPORT_MESSAGES.buyerRequired,
    );
  });

  test("the document is a PDF by its content, whatever its name says", () => {
    const pdf = new TextEncoder().encode("%PDF-1.7 …");
    expect(dealDocumentProblem(pdf)).toBeNull();
    expect(dealDocumentProblem(new TextEncoder().encode("<html>no</html>"))).toBe(
      DEAL_REPORT_MESSAGES.documentNotPdf,
    );
    expect(dealDocumentProblem(null)).toBe(DEAL_REPORT_MESSAGES.documentRequired);
  });

  test("the platform's share is computed on the final price, not the asking one", () => {
    const text = finalPriceShareText({ agencyCommissionPercentage: 5, agencyCommissionFixed: null }, 100_000);
    expect(text).toContain("la comisión es de 5.000,00 €");
    expect(text).toContain("3.000,00 € para la agencia (60 %) y 2.000,00 € para la plataforma (40 %)");
  });
});
