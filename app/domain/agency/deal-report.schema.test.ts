import { describe, expect, test } from "vitest";
import { DEAL_REPORT_MESSAGES, dealReportSchema, signedOnProblem } from "./deal-report.schema";

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
    expect(schema.safeParse({ stage: "escritura", signedOn: TODAY }).success).toBe(true);
    const refused = schema.safeParse({ stage: "hipoteca", signedOn: TODAY });
    expect(refused.error?.issues[0]?.message).toBe(DEAL_REPORT_MESSAGES.stageRequired);
  });
});
