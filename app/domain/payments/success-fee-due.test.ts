import { describe, expect, test } from "vitest";
import { feeFor } from "./pricing";
import {
  remindDuesBefore,
  SUCCESS_FEE_REASON_LABELS,
  SUCCESS_FEE_REMINDER_DAYS,
  successFeeAmount,
  successFeeReminderAt,
} from "./success-fee-due";

describe("the success fee that is due", () => {
  test("is charged at the price list's success fee, IVA included", () => {
    expect(successFeeAmount()).toBe(feeFor("particular", "final_fee").total);
    expect(successFeeAmount()).toBe(60_500);
  });

  test("is reminded of a week after it fell due, across a change of clock", () => {
    expect(SUCCESS_FEE_REMINDER_DAYS).toBe(7);
    // 25 October 2026 is the last Sunday of October: Spain goes back an hour that night.
    const due = new Date("2026-10-22T10:00:00Z");
    expect(successFeeReminderAt(due).toISOString()).toBe("2026-10-29T10:00:00.000Z");
    expect(remindDuesBefore(new Date("2026-10-29T10:00:00Z")).toISOString()).toBe(due.toISOString());
  });

  test("tells the seller why for each way it falls due", () => {
    expect(SUCCESS_FEE_REASON_LABELS.review_charged).toContain("cláusula 5");
    expect(SUCCESS_FEE_REASON_LABELS.platform_buyer).toContain("Zaguán");
    expect(SUCCESS_FEE_REASON_LABELS.deed_confirmed).toContain("escritura");
  });
});
