import { createHash } from "node:crypto";
import type { EventRecord } from "./event";
import type { AltaRecord, AnulacionRecord, InvoiceRecord } from "./record";

/**
 * The huella (fingerprint) of Veri*factu records, as the AEAT's «Detalle de las especificaciones
 * técnicas para generación de la huella o hash de los registros de facturación» (v0.1.2,
 * 27-08-2024) defines it: the record's chained fields as `name=value` pairs in a fixed order, joined
 * by '&', each value trimmed of surrounding blanks, the previous record's huella empty for the first
 * one; SHA-256 of the UTF-8 bytes, written as 64 upper-case hexadecimal digits (TipoHuella 01).
 */

type Field = readonly [name: string, value: string | null | undefined];

/** The string that is hashed: `a=1&b=2`, a missing value written as empty (`Huella=`). */
export function huellaInput(fields: readonly Field[]): string {
  return fields.map(([name, value]) => `${name}=${(value ?? "").trim()}`).join("&");
}

export function sha256Hex(input: string): string {
  return createHash("sha256").update(input, "utf8").digest("hex").toUpperCase();
}

/** What an alta's huella covers (§3 of the document): not the description, the recipient nor the breakdown. */
export function altaHuellaFields(record: Omit<AltaRecord, "huella">): Field[] {
  return [
    ["IDEmisorFactura", record.invoice.issuerTaxId],
    ["NumSerieFactura", record.invoice.number],
    ["FechaExpedicionFactura", record.invoice.issueDate],
    ["TipoFactura", record.invoiceType],
    ["CuotaTotal", record.taxTotal],
    ["ImporteTotal", record.amountTotal],
    ["Huella", record.previous?.huella],
    ["FechaHoraHusoGenRegistro", record.generatedAt],
  ];
}

/** What an anulación's huella covers: the cancelled invoice, the previous huella, the time. */
export function anulacionHuellaFields(record: Omit<AnulacionRecord, "huella">): Field[] {
  return [
    ["IDEmisorFacturaAnulada", record.invoice.issuerTaxId],
    ["NumSerieFacturaAnulada", record.invoice.number],
    ["FechaExpedicionFacturaAnulada", record.invoice.issueDate],
    ["Huella", record.previous?.huella],
    ["FechaHoraHusoGenRegistro", record.generatedAt],
  ];
}

type UnsignedRecord = Omit<AltaRecord, "huella"> | Omit<AnulacionRecord, "huella">;

/** The huella of an alta or an anulación, from its own fields (its `huella`, if present, is ignored). */
export function invoiceRecordHuella(record: UnsignedRecord | InvoiceRecord): string {
  const fields = record.kind === "alta" ? altaHuellaFields(record) : anulacionHuellaFields(record);
  return sha256Hex(huellaInput(fields));
}

/** A registro de evento's chained fields (the same document, §3, «registro de evento»). */
export type EventHuellaFields = {
  /** SistemaInformatico: the producer's NIF (or, for a foreign producer, IDOtro/ID). */
  producerTaxId: string;
  producerOtherId?: string;
  systemId: string;
  version: string;
  installationNumber: string;
  /** ObligadoEmision/NIF. */
  issuerTaxId: string;
  /** TipoEvento, two digits. */
  type: string;
  /** EventoAnterior/HuellaEvento, null for the first event. */
  previousHuella: string | null;
  /** FechaHoraHusoGenEvento. */
  generatedAt: string;
};

export function eventHuellaFields(event: EventHuellaFields): Field[] {
  return [
    ["NIF", event.producerTaxId],
    ["ID", event.producerOtherId],
    ["IdSistemaInformatico", event.systemId],
    ["Version", event.version],
    ["NumeroInstalacion", event.installationNumber],
    ["NIF", event.issuerTaxId],
    ["TipoEvento", event.type],
    ["HuellaEvento", event.previousHuella],
    ["FechaHoraHusoGenEvento", event.generatedAt],
  ];
}

export const eventHuella = (event: EventHuellaFields): string =>
  sha256Hex(huellaInput(eventHuellaFields(event)));

/** The huella of a registro de evento as we store it. */
export function eventRecordHuella(record: Omit<EventRecord, "huella"> | EventRecord): string {
  return eventHuella({
    producerTaxId: record.system.producerTaxId,
    systemId: record.system.id,
    version: record.system.version,
    installationNumber: record.system.installationNumber,
    issuerTaxId: record.issuer.taxId,
    type: record.type,
    previousHuella: record.previous?.huella ?? null,
    generatedAt: record.generatedAt,
  });
}
