import type { AltaRecord, AnulacionRecord, BillingSystem } from "#app/domain/invoices/verifactu/record";

/**
 * Records for the tests of their XML and their sending. The identities, amounts, timestamps and
 * huellas of the first alta, the chained alta and the anulación are the AEAT's own example in
 * "Detalle de las especificaciones técnicas para generación de la huella o hash de los registros de
 * facturación" (v0.1.2, §6, NIF 89890001K), so the chain they form is a real one.
 */
export const AEAT_EXAMPLE_ISSUER = { name: "Zaguán Ejemplo, S.L.", taxId: "89890001K" };

export const SYSTEM: BillingSystem = {
  producerName: "Zaguán Ejemplo, S.L.",
  producerTaxId: "89890001K",
  name: "Zaguán",
  id: "ZG",
  version: "0.1.0",
  installationNumber: "1",
};

const HUELLA_1 = "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60";
const HUELLA_2 = "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97";
const HUELLA_3 = "177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68";

/** The chain's first record: an F1 to a business that gave its NIF. */
export const FIRST_ALTA: AltaRecord = {
  kind: "alta",
  invoice: { issuerTaxId: "89890001K", number: "12345678/G33", issueDate: "01-01-2024" },
  issuerName: AEAT_EXAMPLE_ISSUER.name,
  invoiceType: "F1",
  rectification: null,
  description: "Comisión de venta de la vivienda de Calle Mayor 3, Madrid",
  recipient: { name: "Inmobiliaria Norte, S.L.", taxId: "B12345674" },
  breakdown: [{ taxRate: "21.00", base: "111.10", tax: "12.35" }],
  taxTotal: "12.35",
  amountTotal: "123.45",
  previous: null,
  generatedAt: "2024-01-01T19:20:30+01:00",
  huella: HUELLA_1,
};

/** Chained to the first: an F1 to a private owner who gave no NIF (valid XML; the AEAT would refuse it, 1189). */
export const CHAINED_ALTA: AltaRecord = {
  ...FIRST_ALTA,
  invoice: { issuerTaxId: "89890001K", number: "12345679/G34", issueDate: "01-01-2024" },
  recipient: null,
  description: "Plan Vende Tú: publicación y acompañamiento de la venta",
  previous: { ...FIRST_ALTA.invoice, huella: HUELLA_1 },
  generatedAt: "2024-01-01T19:20:35+01:00",
  huella: HUELLA_2,
};

/** The second invoice cancelled, chained to its own alta. */
export const ANULACION: AnulacionRecord = {
  kind: "anulacion",
  invoice: CHAINED_ALTA.invoice,
  previous: { ...CHAINED_ALTA.invoice, huella: HUELLA_2 },
  generatedAt: "2024-01-01T19:20:40+01:00",
  huella: HUELLA_3,
};

/** An R4 por diferencias refunding the first invoice: negative base, IVA and total. */
export const R4_REFUND: AltaRecord = {
  kind: "alta",
  invoice: { issuerTaxId: "89890001K", number: "R-2024-00001", issueDate: "02-01-2024" },
  issuerName: AEAT_EXAMPLE_ISSUER.name,
  invoiceType: "R4",
  rectification: { type: "I", invoices: [FIRST_ALTA.invoice] },
  description: "Devolución de la comisión de la factura 12345678/G33",
  recipient: FIRST_ALTA.recipient,
  breakdown: [{ taxRate: "21.00", base: "-111.10", tax: "-12.35" }],
  taxTotal: "-12.35",
  amountTotal: "-123.45",
  previous: { ...ANULACION.invoice, huella: HUELLA_3 },
  generatedAt: "2024-01-02T10:00:00+01:00",
  huella: "A".repeat(64),
};
