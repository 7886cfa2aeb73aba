import { describe, expect, test } from "vitest";
import { qrInvoiceFields, recordAmount, recordDate, verifactuQrUrl } from "./qr";

// The AEAT's examples: "Características del QR y especificaciones del servicio de cotejo o remisión
// de información por parte del receptor de la factura" (DetalleEspecificacTecnCodigoQRfactura.pdf,
// v0.4.7 of 17/10/2024), its example URLs and its example of URL encoding.
describe("the QR's URL, as the AEAT's specification gives it", () => {
  test("the specification's example URL in the test environment", () => {
    expect(
      verifactuQrUrl("test", {
        issuerTaxId: "89890001K",
        number: "12345678-G33",
        issueDate: "01-09-2024",
        amountTotal: "241.4",
      }),
    ).toBe(
      "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678-G33&fecha=01-09-2024&importe=241.4",
    );
  });

  test("the same invoice in production points to the AEAT's real site", () => {
    expect(
      verifactuQrUrl("production", {
        issuerTaxId: "89890001K",
        number: "12345678-G33",
        issueDate: "01-09-2024",
        amountTotal: "241.4",
      }),
    ).toBe(
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678-G33&fecha=01-09-2024&importe=241.4",
    );
  });

  test("the specification's encoding example: an '&' in the number becomes %26", () => {
    expect(
      verifactuQrUrl("test", {
        issuerTaxId: "89890001K",
        number: "12345678&G33",
        issueDate: "01-01-2024",
        amountTotal: "241.4",
      }),
    ).toBe(
      "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.4",
    );
  });

  test("a reader gets back each value as it was, whatever the series holds", () => {
    const url = new URL(
      verifactuQrUrl("test", {
        issuerTaxId: "B00000000",
        number: "A/25 1+2=3?#",
        issueDate: "31-12-2026",
        amountTotal: "-12.35",
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      nif: "B00000000",
      numserie: "A/25 1+2=3?#",
      fecha: "31-12-2026",
      importe: "-12.35",
    });
  });
});

describe("an issued invoice's QR fields", () => {
  const invoice = {
    series: "F" as const,
    year: 2027,
    number: 7,
    issuerTaxId: "b00000000",
    total: 60_500,
  };

  test("number as printed, day in Spain's calendar, total as the record's ImporteTotal", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(qrInvoiceFields({ ...invoice, issuedAt: new Date("2026-12-31T23:30:00Z") })).toEqual({
      issuerTaxId: "B00000000",
      number: "F-2027-00007",
      issueDate: "01-01-2027",
      amountTotal: "605.00",
    });
  });

  test("the day follows summer time too", () => {
    expect(recordDate(new Date("2026-07-14T22:15:00Z"))).toBe("15-07-2026");
    expect(recordDate(new Date("2026-07-14T21:59:00Z"))).toBe("14-07-2026");
  });

  test("amounts: two decimals, a dot, a minus sign for a rectifying invoice", () => {
    expect(recordAmount(60_500)).toBe("605.00");
    expect(recordAmount(5)).toBe("0.05");
    expect(recordAmount(0)).toBe("0.00");
    expect(recordAmount(-1_235)).toBe("-12.35");
    expect(recordAmount(123_456_789_01)).toBe("123456789.01");
    expect(() => recordAmount(1.5)).toThrow();
  });
});
