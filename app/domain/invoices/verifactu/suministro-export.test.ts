import { describe, expect, test } from "vitest";
import { AEAT_EXAMPLE_ISSUER, ANULACION, CHAINED_ALTA, FIRST_ALTA } from "#tests/factories/verifactu-records";
import { xsdErrors } from "#tests/support/verifactu-xsd";
import { suministroExport } from "./suministro-export";

const company = { COMPANY_NAME: AEAT_EXAMPLE_ISSUER.name, COMPANY_NIF: AEAT_EXAMPLE_ISSUER.taxId };

describe("the export for an inspection", () => {
  test("the chain is one XML file the AEAT's schema accepts, named after the company and Spain's clock", async () => {
    const files = suministroExport([FIRST_ALTA, CHAINED_ALTA, ANULACION], {
      company,
      at: new Date("2026-11-27T03:05:06Z"),
    });
    expect(files.map((file) => [file.fileName, file.contentType])).toEqual([
      ["registros-verifactu-89890001K-20261127-040506.xml", "application/xml"],
    ]);
    expect(await xsdErrors(files[0]?.xml as string)).toEqual([]);
    expect(files[0]?.xml).toContain("<sf:NombreSistemaInformatico>Zaguán</sf:NombreSistemaInformatico>");
  });

  test("more than 1 000 records are numbered files; no records, no file", () => {
    const records = Array.from({ length: 1001 }, () => FIRST_ALTA);
    const at = new Date("2026-07-01T10:00:00Z");
    expect(suministroExport(records, { company, at }).map((file) => file.fileName)).toEqual([
      "registros-verifactu-89890001K-20260701-120000-1-de-2.xml",
      "registros-verifactu-89890001K-20260701-120000-2-de-2.xml",
    ]);
    expect(suministroExport([], { company, at })).toEqual([]);
  });
});
