import { describe, expect, test } from "vitest";
import { eventHuella, eventHuellaFields, huellaInput, invoiceRecordHuella } from "./huella";
import type { AltaRecord, AnulacionRecord } from "./record";

/**
 * The worked examples of the AEAT's «Detalle de las especificaciones técnicas para generación de la
 * huella o hash de los registros de facturación», version 0.1.2 (27-08-2024), section 6 (ejemplos):
 * the first alta of a chain, the second alta chained to it, and the anulación of the second.
 */
const FIRST_ALTA: AltaRecord = {
  kind: "alta",
  invoice: { issuerTaxId: "89890001K", number: "12345678/G33", issueDate: "01-01-2024" },
  issuerName: "Empresa de ejemplo",
  invoiceType: "F1",
  rectification: null,
  description: "No entra en la huella",
  recipient: null,
  breakdown: [{ taxRate: "21.00", base: "111.10", tax: "12.35" }],
  taxTotal: "12.35",
  amountTotal: "123.45",
  previous: null,
  generatedAt: "2024-01-01T19:20:30+01:00",
  huella: "",
};
const FIRST_HUELLA = "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60";
const SECOND_ALTA: AltaRecord = {
  ...FIRST_ALTA,
  invoice: { issuerTaxId: "89890001K", number: "12345679/G34", issueDate: "01-01-2024" },
  previous: { ...FIRST_ALTA.invoice, huella: FIRST_HUELLA },
  generatedAt: "2024-01-01T19:20:35+01:00",
};
const SECOND_HUELLA = "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97";
const ANULACION: AnulacionRecord = {
  kind: "anulacion",
  invoice: SECOND_ALTA.invoice,
  previous: { ...SECOND_ALTA.invoice, huella: SECOND_HUELLA },
  generatedAt: "2024-01-01T19:20:40+01:00",
  huella: "",
};
const ANULACION_HUELLA = "177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68";

describe("the AEAT's huella examples (huella o hash v0.1.2, §6)", () => {
  test("the first alta of a chain hashes with an empty previous huella", () => {
    expect(invoiceRecordHuella(FIRST_ALTA)).toBe(FIRST_HUELLA);
  });

  test("the second alta carries the first one's huella", () => {
    expect(invoiceRecordHuella(SECOND_ALTA)).toBe(SECOND_HUELLA);
  });

  test("the anulación of the second invoice chains to the second alta", () => {
    expect(invoiceRecordHuella(ANULACION)).toBe(ANULACION_HUELLA);
  });

  test("fields outside the huella (description, recipient, breakdown) do not change it", () => {
    const other = { ...FIRST_ALTA, description: "Otra", recipient: { name: "X", taxId: "12345678Z" } };
    expect(invoiceRecordHuella(other)).toBe(FIRST_HUELLA);
  });

  test("values are trimmed before hashing, as the document requires", () => {
    const padded = { ...FIRST_ALTA, invoice: { ...FIRST_ALTA.invoice, number: " 12345678/G33 " } };
    expect(invoiceRecordHuella(padded)).toBe(FIRST_HUELLA);
  });

  test("any change to a hashed field changes the huella", () => {
    expect(invoiceRecordHuella({ ...FIRST_ALTA, amountTotal: "123.46" })).not.toBe(FIRST_HUELLA);
  });
});

describe("the registro de evento's huella", () => {
  const event = {
    producerTaxId: "89890001K",
    systemId: "77",
    version: "1.0.03",
    installationNumber: "383",
    issuerTaxId: "89890002E",
    type: "01",
    previousHuella: null,
    generatedAt: "2024-01-01T19:20:30+01:00",
  };

  test("hashes the document's field list: producer, system, issuer, type, previous huella, time", () => {
    expect(huellaInput(eventHuellaFields(event))).toBe(
      "NIF=89890001K&ID=&IdSistemaInformatico=77&Version=1.0.03&NumeroInstalacion=383&NIF=89890002E&TipoEvento=01&HuellaEvento=&FechaHoraHusoGenEvento=2024-01-01T19:20:30+01:00",
    );
    expect(eventHuella(event)).toMatch(/^[0-9A-F]{64}$/);
  });

  test("chains: the previous event's huella changes the next one's", () => {
    const first = eventHuella(event);
    expect(eventHuella({ ...event, previousHuella: first })).not.toBe(first);
  });
});
