import { describe, expect, test } from "vitest";
import { pdfQrCodes, pdfQrText } from "#tests/support/pdf-qr";
import { pdfText } from "#tests/support/pdf-text";
import type { InvoiceRecord } from "./document";
import { renderInvoicePdf } from "./invoice-pdf.server";

/** VERI*FACTU mode (sending on), against the AEAT's test site or its real one. */
const TEST_SENDING = { environment: "test", verifactuMode: true } as const;
const PRODUCTION_SENDING = { environment: "production", verifactuMode: true } as const;

const PRIVATE_OWNER: InvoiceRecord = {
  series: "F",
  year: 2026,
  number: 42,
  issuedAt: new Date("2026-11-21T10:15:00Z"),
  issuerName: "Zaguán Demo, S.L.",
  issuerTaxId: "B00000000",
  issuerAddress: "Calle de Ejemplo 1, 28001 Madrid",
  customerKind: "particular",
  customerName: "Lucía Martín Pérez",
  customerTaxId: "12345678Z",
  customerAddress: null,
  description: "Campaña de Marketing — «Piso luminoso en Ruzafa» — Calle Sueca 12, Valencia",
  base: 50_000,
  ivaRate: 21,
  iva: 10_500,
  total: 60_500,
};

describe("the invoice PDF", () => {
  test("says what a factura completa must: number, date, both parties, concept, base, IVA 21 % and total", async () => {
    const lines = pdfText(await renderInvoicePdf(PRIVATE_OWNER, TEST_SENDING));
    expect(lines).toEqual(
      expect.arrayContaining([
        "Factura",
        "Número F-2026-00042 · Fecha de expedición: 21 de noviembre de 2026",
        "Razón social: Zaguán Demo, S.L.",
        "NIF: B00000000",
        "Domicilio: Calle de Ejemplo 1, 28001 Madrid",
        "Nombre: Lucía Martín Pérez",
        "DNI/NIF: 12345678Z",
        "Base imponible: 500,00 €",
        "IVA (21 %): 105,00 €",
        "Descripción: Campaña de Marketing — «Piso luminoso en Ruzafa» — Calle Sueca 12, Valencia",
        "Total: 605,00 €",
      ]),
    );
  });

  test("a factura rectificativa names the invoice it rectifies (number and date), its type, the reason and the negative amounts", async () => {
    const lines = pdfText(
      await renderInvoicePdf(
        {
          ...PRIVATE_OWNER,
          series: "R",
          number: 3,
          issuedAt: new Date("2026-11-26T09:00:00Z"),
          description: `Devolución — ${PRIVATE_OWNER.description}`,
          base: -50_000,
          iva: -10_500,
          total: -60_500,
          rectification: {
            type: "R1",
            reason: "El anuncio no llegó a publicarse.",
            rectifiedNumber: "F-2026-00042",
            rectifiedIssuedAt: PRIVATE_OWNER.issuedAt,
          },
        },
        TEST_SENDING,
      ),
    ).map((line) => line.replace(/\u00a0/g, " "));
    expect(lines).toEqual(
      expect.arrayContaining([
        "Factura rectificativa",
        "Número R-2026-00003 · Fecha de expedición: 26 de noviembre de 2026",
        "Factura rectificada",
        "Número: F-2026-00042",
        "Fecha de expedición: 21 de noviembre de 2026",
        "Tipo de rectificación: R1 — Devolución o reducción del precio (art. 80 Uno, Dos y Seis de la Ley del IVA)",
        "Motivo: El anuncio no llegó a publicarse.",
        "Base imponible: -500,00 €",
        "IVA (21 %): -105,00 €",
        "Total: -605,00 €",
      ]),
    );
  });

  test("the same row always gives the same file", async () => {
    const [first, second] = await Promise.all([
      renderInvoicePdf(PRIVATE_OWNER, TEST_SENDING),
      renderInvoicePdf(PRIVATE_OWNER, TEST_SENDING),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  test("in VERI*FACTU mode it opens with the QR and its legend: the AEAT's checking URL with the invoice's NIF, number, date and total", async () => {
    const pdf = await renderInvoicePdf(PRIVATE_OWNER, TEST_SENDING);
    const url = new URL(pdfQrText(pdf));
    expect(`${url.origin}${url.pathname}`).toBe("https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR");
    expect([...url.searchParams]).toEqual([
      ["nif", "B00000000"],
      ["numserie", "F-2026-00042"],
      ["fecha", "21-11-2026"],
      ["importe", "605.00"],
    ]);
    // The legend above the code and the sentence under it come before the invoice's title.
    expect(pdfText(pdf).slice(0, 3)).toEqual([
      "VERI*FACTU",
      "Factura verificable en la sede electrónica de la AEAT",
      "Factura",
    ]);
  });

  test("with sending off (not VERI*FACTU mode) the QR is printed but not the legend, which would be untrue", async () => {
    const pdf = await renderInvoicePdf(PRIVATE_OWNER, { environment: "test", verifactuMode: false });
    expect(pdfQrText(pdf)).toBe(
      "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B00000000&numserie=F-2026-00042&fecha=21-11-2026&importe=605.00",
    );
    const text = pdfText(pdf);
    expect(text[0]).toBe("Factura");
    expect(text.join("\n")).not.toMatch(/VERI\*FACTU|verificable/);
  });

  test("the QR is printed 30 to 40 mm wide, at the top, centred on the A4 page", async () => {
    const [code, ...others] = pdfQrCodes(await renderInvoicePdf(PRIVATE_OWNER, PRODUCTION_SENDING));
    expect(others).toEqual([]);
    expect(code?.symbolMm).toBeGreaterThanOrEqual(30);
    expect(code?.sideMm).toBeLessThanOrEqual(40);
    expect(code?.topMm).toBeLessThan(30);
    const pageWidthMm = 210;
    expect(Math.abs((code?.leftMm ?? 0) * 2 + (code?.sideMm ?? 0) - pageWidthMm)).toBeLessThan(1);
  });

  test("in production the QR points to the AEAT's real site", async () => {
    const url = pdfQrText(await renderInvoicePdf(PRIVATE_OWNER, PRODUCTION_SENDING));
    expect(url).toBe(
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B00000000&numserie=F-2026-00042&fecha=21-11-2026&importe=605.00",
    );
  });
});
