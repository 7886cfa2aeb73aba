import { describe, expect, test } from "vitest";
import { afterSaleAdvice } from "./after-sale-advice";

describe("the advice after the deed follows the residence the arras recorded", () => {
  test("a non-resident seller reads the buyer's 3 % (modelo 211), the plusvalía paid by the buyer and IRNR 210", () => {
    const text = afterSaleAdvice("no-residente").join(" ");
    expect(text).toContain("retiene el 3 % del precio");
    expect(text).toContain("modelo 211");
    expect(text).toContain("plusvalía municipal en tu lugar, como sustituto");
    expect(text).toContain("modelo 210");
    expect(text).toContain("no declaras la venta en el IRPF");
    expect(text).not.toContain("liquida la plusvalía");
  });

  test("a resident seller, or a sale with no arras in the product, reads the plusvalía and IRPF as before", () => {
    for (const residence of ["residente", null] as const) {
      const text = afterSaleAdvice(residence).join(" ");
      expect(text).toContain("liquida la plusvalía municipal");
      expect(text).toContain("(IRPF)");
      expect(text).not.toContain("modelo 210");
    }
  });
});
