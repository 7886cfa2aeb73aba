import { describe, expect, test } from "vitest";
import { contractFileName } from "./contract-file-name";

describe("contract file name", () => {
  test("the property's title without accents or symbols, and the day it was accepted", () => {
    expect(contractFileName("Ático en Chamberí: ¡vistas!", new Date("2026-11-21T10:00:00Z"))).toBe(
      "contrato-atico-en-chamberi-vistas-2026-11-21.pdf",
    );
  });
  test("nothing that could break the Content-Disposition header gets through", () => {
    const name = contractFileName(
      'Piso "raro"\r\nX-Header: 1; filename=evil.exe',
      new Date("2026-01-02T00:00:00Z"),
    );
    expect(name).toMatch(/^[a-z0-9-]+\.pdf$/);
  });
  test("a property without a title is 'propiedad'", () => {
    expect(contractFileName(null, new Date("2026-01-02T00:00:00Z"))).toBe(
      "contrato-propiedad-2026-01-02.pdf",
    );
    expect(contractFileName("¿?", new Date("2026-01-02T00:00:00Z"))).toBe(
      "contrato-propiedad-2026-01-02.pdf",
    );
  });
});
