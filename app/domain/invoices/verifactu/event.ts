import type { BillingSystem } from "./record";

/**
 * The registro de evento (Orden HAC/1177/2024 art. 9; TipoEvento of the AEAT's schema
 * EventosSIF.xsd). Ours are named in English and written as the schema's two digits. 01 and 02 are
 * the start and stop of the system working as «NO VERI*FACTU», which is how it works while the
 * sending to the AEAT is off (the default).
 */
export const INVOICE_EVENT_TYPES = {
  system_start: "01",
  system_stop: "02",
  records_check: "03",
  records_break: "04",
  events_check: "05",
  events_break: "06",
  records_export: "08",
  events_export: "09",
  other: "90",
} as const;
export type InvoiceEventType = keyof typeof INVOICE_EVENT_TYPES;
export type InvoiceEventCode = (typeof INVOICE_EVENT_TYPES)[InvoiceEventType];

/** What each code means, in the words of the schema (for the staff and the export). */
export const INVOICE_EVENT_LABELS: Record<InvoiceEventCode, string> = {
  "01": "Inicio del funcionamiento del sistema informático como «NO VERI*FACTU»",
  "02": "Fin del funcionamiento del sistema informático como «NO VERI*FACTU»",
  "03": "Lanzamiento del proceso de detección de anomalías en los registros de facturación",
  "04": "Detección de anomalías en la integridad, inalterabilidad y trazabilidad de registros de facturación",
  "05": "Lanzamiento del proceso de detección de anomalías en los registros de evento",
  "06": "Detección de anomalías en la integridad, inalterabilidad y trazabilidad de registros de evento",
  "08": "Exportación de registros de facturación generados en un periodo",
  "09": "Exportación de registros de evento generados en un periodo",
  "90": "Otros tipos de eventos",
};

/** A registro de evento as registered, every field formatted as it is hashed and written. */
export type EventRecord = {
  kind: "evento";
  system: BillingSystem;
  /** ObligadoEmision: NombreRazon and NIF. */
  issuer: { name: string; taxId: string };
  type: InvoiceEventCode;
  /** EventoAnterior: the previous event's type, time and huella; null for the first event. */
  previous: { type: string; generatedAt: string; huella: string } | null;
  /** FechaHoraHusoGenEvento. */
  generatedAt: string;
  /** HuellaEvento (TipoHuella 01, SHA-256). */
  huella: string;
};
