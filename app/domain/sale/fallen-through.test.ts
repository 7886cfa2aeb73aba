import { describe, expect, test } from "vitest";
import { FALL_THROUGH_REASONS, fallThroughReasonsFor, senalFate, statedSenalFate } from "./fallen-through";

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

describe("the fate as stated to both parties, the e-mails and staff", () => {
  const signed = { ...penitential, amount: 12_000, financingClause: "quinta" };
  const plain = (text: string) => text.replace(/\u00a0/g, " ");

  test("financing refused under the condition names the señal, its return in full and the clause", () => {
    expect(plain(statedSenalFate("financiacion-denegada", signed).statement)).toBe(
      "El banco denegó la hipoteca y el contrato lo preveía (condición de financiación): el vendedor devuelve la señal de 12.000 € íntegra al comprador (cláusula quinta del contrato).",
    );
  });

  test("penitential withdrawals name the amount kept or returned doubled", () => {
    expect(plain(statedSenalFate("comprador-desiste", signed).statement)).toContain(
      "el vendedor conserva la señal de 12.000 €.",
    );
    expect(plain(statedSenalFate("vendedor-desiste", signed).statement)).toContain(
      "devuelve la señal de 12.000 € duplicada.",
    );
  });

  test("before the arras there is no señal, and no amount is made up", () => {
    expect(statedSenalFate("vendedor-desiste", null)).toEqual({
      outcome: "sin-senal",
      statement: "Aún no se firmaron las arras: no hay señal que devolver.",
    });
  });

  test("a statement without 'la señal' still names it; no clause where the condition does not apply", () => {
    const catalan = plain(statedSenalFate("vendedor-desiste", { ...signed, law: "catalana" }).statement);
    expect(catalan).toContain("621-8");
    expect(catalan).toContain("12.000 €");
    expect(plain(statedSenalFate("comprador-desiste", signed).statement)).not.toContain("cláusula quinta");
  });

  test("financing refused is a reason only when the signed contract holds the condition", () => {
    expect(fallThroughReasonsFor(null)).not.toContain("financiacion-denegada");
    expect(fallThroughReasonsFor({ ...penitential, hasFinancingCondition: false })).toEqual([
      "comprador-desiste",
      "vendedor-desiste",
      "mutuo-acuerdo",
    ]);
    expect(fallThroughReasonsFor(penitential)).toEqual([...FALL_THROUGH_REASONS]);
  });
});
