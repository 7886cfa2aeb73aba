import { describe, expect, test } from "vitest";
import { FALL_THROUGH_REASONS, senalFate } from "./fallen-through";

const penitential = { kind: "penitenciales", law: "comun", hasFinancingCondition: true } as const;

describe("the señal's fate follows the reason and the contract's clause", () => {
  test("financing refused under the contract's condition: returned in full", () => {
    expect(senalFate("financiacion-denegada", penitential).outcome).toBe("devuelta");
  });

  test("penitenciales: the buyer who withdraws loses it, the seller returns it doubled (art. 1454)", () => {
    expect(senalFate("comprador-desiste", penitential)).toMatchObject({ outcome: "la-conserva-el-vendedor" });
    const seller = senalFate("vendedor-desiste", penitential);
    expect(seller.outcome).toBe("devuelta-duplicada");
    expect(seller.statement).toContain("1454");
  });

  test("financing refused without the condition in the contract is a buyer's withdrawal", () => {
    expect(senalFate("financiacion-denegada", { ...penitential, hasFinancingCondition: false }).outcome).toBe(
      "la-conserva-el-vendedor",
    );
  });

  test("confirmatory arras cite art. 1124, Cataluña art. 621-8: the clause says", () => {
    const confirmatory = senalFate("comprador-desiste", { ...penitential, kind: "confirmatorias" });
    expect(confirmatory).toMatchObject({ outcome: "segun-clausula" });
    expect(confirmatory.statement).toContain("1124");
    const catalan = senalFate("vendedor-desiste", { ...penitential, law: "catalana" });
    expect(catalan.statement).toContain("621-8");
  });

  test("before the arras there is no señal, whatever the reason", () => {
    for (const reason of FALL_THROUGH_REASONS) expect(senalFate(reason, null).outcome).toBe("sin-senal");
  });
});
