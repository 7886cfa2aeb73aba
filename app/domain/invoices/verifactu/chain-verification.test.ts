import { describe, expect, test } from "vitest";
import { describeChainVerification } from "./chain-verification";

describe("the verifier's answer for the staff", () => {
  test("an intact chain says what was checked", () => {
    expect(describeChainVerification({ ok: true, issuers: 1, records: 12, events: 1 })).toBe(
      "La cadena está íntegra: 12 registros de facturación de 1 emisor y 1 registro de evento comprobados, sin ninguna rotura.",
    );
  });

  test("a break names the record, the invoice and what is wrong", () => {
    expect(
      describeChainVerification({
        ok: false,
        issuers: 1,
        records: 3,
        events: 2,
        break: {
          chain: "records",
          issuerTaxId: "B00000000",
          position: 2,
          recordId: "x",
          invoiceNumber: "F-2026-00002",
          problem: "La huella no corresponde a los datos del registro: el registro se ha modificado.",
        },
      }),
    ).toBe(
      "La cadena está rota en el registro n.º 2 del emisor B00000000 (factura F-2026-00002): La huella no corresponde a los datos del registro: el registro se ha modificado. Queda anotado como evento de anomalía.",
    );
  });
});
