import { describe, expect, test } from "vitest";
import { dataExportSummary, EXPORT_FIELDS, EXPORT_SECTIONS } from "./data-export-summary";

describe("'Descargar mis datos' read by a person", () => {
  test("the summary says in Spanish when it was exported, what each part holds and how many", () => {
    const lines = dataExportSummary({
      exportedAt: "2026-11-26T10:00:00.000Z",
      properties: [{}, {}],
      payments: [
        { amountCents: 60_500, status: "succeeded" },
        { amountCents: 60_500, status: "failed" },
      ],
      favourites: [],
    });
    expect(lines[0]).toBe(
      "Estos son todos los datos que guardamos sobre ti, exportados el 26 de noviembre de 2026.",
    );
    expect(lines).toContain(`properties: 2 · ${EXPORT_SECTIONS.properties}`);
    expect(lines).toContain(`payments: 2 · ${EXPORT_SECTIONS.payments}`);
    expect(lines).toContain(`favourites: 0 · ${EXPORT_SECTIONS.favourites}`);
    expect(lines.at(-1)).toBe("Has pagado en total 605,00 €.");
  });

  test("the fields the issue names are explained in Spanish", () => {
    expect(EXPORT_FIELDS.paymentStatus).toMatch(/^estado del pago/);
    expect(EXPORT_FIELDS.ownerName).toBe("nombre del propietario");
  });
});
