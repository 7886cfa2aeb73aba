/**
 * A Veri*factu registro de facturación as it was registered: the fields of the AEAT's
 * SuministroInformacion schema (Orden HAC/1177/2024), already formatted exactly as they are hashed
 * and sent, so the stored record, its huella, its XML and an inspection's export can never disagree.
 * One module computes them (the records), another writes them out (the XML); this type is their
 * contract.
 */

/** IDFactura: who issued which invoice on which day. */
export type RecordInvoiceId = {
  /** IDEmisorFactura: the issuer's NIF, upper case, as on the invoice. */
  issuerTaxId: string;
  /** NumSerieFactura: series and number as printed, e.g. 'F-2026-00001'. */
  number: string;
  /** FechaExpedicionFactura: 'dd-mm-yyyy' in Spain's calendar. */
  issueDate: string;
};

/** An amount as the schema writes it: two decimals, a dot, a minus sign when negative ('-12.35'). */
export type RecordAmount = string;

/** TipoFactura: F1 a full invoice; R1 rectifies under art. 80 Uno, Dos y Seis LIVA; R4 any other reason. */
export type RecordInvoiceType = "F1" | "R1" | "R4";

/** Encadenamiento: the previous record of the same issuer, or none for the first one. */
export type RecordLink = (RecordInvoiceId & { huella: string }) | null;

/** RegistroAlta: an invoice was issued. */
export type AltaRecord = {
  kind: "alta";
  invoice: RecordInvoiceId;
  /** NombreRazonEmisor. */
  issuerName: string;
  invoiceType: RecordInvoiceType;
  /** For R1/R4 only: TipoRectificativa 'I' (por diferencias) and the FacturasRectificadas. */
  rectification: { type: "I"; invoices: RecordInvoiceId[] } | null;
  /** DescripcionOperacion (at most 500 characters). */
  description: string;
  /**
   * Destinatarios/IDDestinatario: NombreRazon and NIF; null when the customer gave no NIF. A
   * customer abroad is named by IDOtro instead (CodigoPais, IDType, ID): `foreign` says so.
   */
  recipient: { name: string; taxId: string; foreign?: { country: string; idType: string } } | null;
  /** Desglose/DetalleDesglose: IVA (Impuesto 01), régimen general (ClaveRegimen 01), sujeta y no exenta (S1). */
  breakdown: { taxRate: RecordAmount; base: RecordAmount; tax: RecordAmount }[];
  /** CuotaTotal. */
  taxTotal: RecordAmount;
  /** ImporteTotal. */
  amountTotal: RecordAmount;
  previous: RecordLink;
  /** FechaHoraHusoGenRegistro: ISO 8601 with the offset, e.g. '2026-11-27T04:05:06+01:00'. */
  generatedAt: string;
  /** Huella: SHA-256 of the record's chained fields, 64 upper-case hex digits (TipoHuella 01). */
  huella: string;
};

/** RegistroAnulacion: an invoice issued by mistake is cancelled (it stays in the series). */
export type AnulacionRecord = {
  kind: "anulacion";
  invoice: RecordInvoiceId;
  previous: RecordLink;
  generatedAt: string;
  huella: string;
};

export type InvoiceRecord = AltaRecord | AnulacionRecord;

/** SistemaInformatico: the software that produced the records (ours), written into every record. */
export type BillingSystem = {
  /** NombreRazon and NIF of the producer of the software. */
  producerName: string;
  producerTaxId: string;
  /** NombreSistemaInformatico, IdSistemaInformatico (two characters), Version, NumeroInstalacion. */
  name: string;
  id: string;
  version: string;
  installationNumber: string;
};
