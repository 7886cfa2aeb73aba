import { describe, expect, test } from "vitest";
import {
  AEAT_EXAMPLE_ISSUER,
  ANULACION,
  CHAINED_ALTA,
  FIRST_ALTA,
  R4_REFUND,
  SYSTEM,
} from "#tests/factories/verifactu-records";
import { xsdErrors } from "#tests/support/verifactu-xsd";
import type { AltaRecord } from "./record";
import { recordProblems } from "./record-problems";
import { suministroMessages } from "./suministro-xml";

const messageOf = (record: AltaRecord) =>
  suministroMessages([record], { issuer: AEAT_EXAMPLE_ISSUER, system: SYSTEM })[0] as string;

describe("what the AEAT would refuse in a record", () => {
  test("the chain's F1, R4 and anulación can go", () => {
    for (const record of [FIRST_ALTA, R4_REFUND, ANULACION]) expect(recordProblems(record)).toEqual([]);
  });

  test("an F1 without the recipient's NIF is refused before it is registered (AEAT 1189)", () => {
    expect(recordProblems(CHAINED_ALTA)).toEqual([
      "the recipient's NIF is required on a full or rectifying invoice (AEAT 1189)",
    ]);
  });

  test("every limit it names is one the AEAT's schema enforces", async () => {
    const outside: AltaRecord[] = [
      { ...FIRST_ALTA, description: "x".repeat(501) },
      { ...FIRST_ALTA, issuerName: "x".repeat(121) },
      { ...FIRST_ALTA, invoice: { ...FIRST_ALTA.invoice, number: "F".repeat(61) } },
      { ...FIRST_ALTA, invoice: { ...FIRST_ALTA.invoice, issueDate: "1-1-2024" } },
      { ...FIRST_ALTA, recipient: { name: "Ana", taxId: "1234567" } },
      { ...FIRST_ALTA, amountTotal: "123,45" },
      { ...FIRST_ALTA, generatedAt: "2024-01-01 19:20:30" },
      {
        ...FIRST_ALTA,
        breakdown: Array.from({ length: 13 }, () => ({ taxRate: "21.00", base: "1.00", tax: "0.21" })),
      },
    ];
    for (const record of outside) {
      expect(recordProblems(record)).not.toEqual([]);
      expect(await xsdErrors(messageOf(record))).not.toEqual([]);
    }
  }, 30_000);

  test("the rules the schema cannot see: a rectification only on R types, a recipient other than the issuer", () => {
    expect(recordProblems({ ...FIRST_ALTA, rectification: R4_REFUND.rectification })).toHaveLength(1);
    expect(recordProblems({ ...R4_REFUND, rectification: null })).toHaveLength(1);
    expect(recordProblems({ ...FIRST_ALTA, recipient: { name: "Yo", taxId: "89890001K" } })).toEqual([
      "the recipient is not the issuer (AEAT 1193)",
    ]);
  });
});
