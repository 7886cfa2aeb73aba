import type {
  AltaRecord,
  AnulacionRecord,
  BillingSystem,
  InvoiceRecord,
  RecordInvoiceId,
  RecordLink,
} from "./record";

/**
 * The registros de facturación written out as the AEAT's RegFactuSistemaFacturacion message
 * (SuministroLR.xsd / SuministroInformacion.xsd, vendored with their origin in docs/verifactu/xsd/).
 * Pure: the same records always give the same bytes, so the message sent, the file an inspector
 * downloads and the tests' schema validation read one writer. Every value is written exactly as the
 * record holds it (already formatted as hashed); nothing here computes or reformats an amount.
 */

export const SUMINISTRO_LR_NS =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd";
export const SUMINISTRO_INFORMACION_NS =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd";
export const SOAP_ENVELOPE_NS = "http://schemas.xmlsoap.org/soap/envelope/";

/** SuministroLR.xsd: RegistroFactura maxOccurs="1000" — a longer list goes in several messages. */
export const MAX_RECORDS_PER_MESSAGE = 1000;

/** ObligadoEmision: who issued the invoices; every record of a message must be theirs. */
export type Issuer = { name: string; taxId: string };

/**
 * The messages that carry these records, in their order (the chain's), at most 1 000 records each.
 * Each is a standalone XML document declaring its own namespaces, so it can be put in a SOAP body
 * as it is, saved as a file, or validated against the schema without its envelope.
 */
export function suministroMessages(
  records: readonly InvoiceRecord[],
  { issuer, system }: { issuer: Issuer; system: BillingSystem },
): string[] {
  if (records.length === 0) throw new RangeError("a RegFactuSistemaFacturacion needs at least one record");
  for (const record of records) {
    // The Cabecera names one obligado; a record of another issuer would be sent in their name.
    if (record.invoice.issuerTaxId !== issuer.taxId)
      throw new RangeError(
        `record ${record.invoice.number} was issued by ${record.invoice.issuerTaxId}, not ${issuer.taxId}`,
      );
  }
  const messages: string[] = [];
  for (let start = 0; start < records.length; start += MAX_RECORDS_PER_MESSAGE) {
    messages.push(message(records.slice(start, start + MAX_RECORDS_PER_MESSAGE), issuer, system));
  }
  return messages;
}

/** A message inside the SOAP 1.1 envelope the AEAT's SistemaFacturacion.wsdl binds it to. */
export function soapEnvelope(message: string): string {
  const body = message.replace(/^<\?xml[^>]*\?>\s*/, "");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NS}"><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>\n`;
}

function message(records: readonly InvoiceRecord[], issuer: Issuer, system: BillingSystem): string {
  const registros = records
    .map((record) =>
      el(
        "sfLR:RegistroFactura",
        record.kind === "alta" ? altaXml(record, system) : anulacionXml(record, system),
      ),
    )
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<sfLR:RegFactuSistemaFacturacion xmlns:sfLR="${SUMINISTRO_LR_NS}" xmlns:sf="${SUMINISTRO_INFORMACION_NS}">` +
    el("sfLR:Cabecera", el("sf:ObligadoEmision", persona(issuer))) +
    registros +
    `</sfLR:RegFactuSistemaFacturacion>\n`
  );
}

/** Written as registered; what the AEAT would refuse is `recordProblems`' to say, before registering. */
function altaXml(record: AltaRecord, system: BillingSystem): string {
  return el(
    "sf:RegistroAlta",
    tx("sf:IDVersion", "1.0") +
      el(
        "sf:IDFactura",
        tx("sf:IDEmisorFactura", record.invoice.issuerTaxId) +
          tx("sf:NumSerieFactura", record.invoice.number) +
          tx("sf:FechaExpedicionFactura", record.invoice.issueDate),
      ) +
      tx("sf:NombreRazonEmisor", record.issuerName) +
      tx("sf:TipoFactura", record.invoiceType) +
      (record.rectification
        ? tx("sf:TipoRectificativa", record.rectification.type) +
          el(
            "sf:FacturasRectificadas",
            record.rectification.invoices.map((id) => el("sf:IDFacturaRectificada", invoiceId(id))).join(""),
          )
        : "") +
      tx("sf:DescripcionOperacion", record.description) +
      // A record without the recipient's NIF is written as it was registered, without Destinatarios:
      // the schema accepts it, but the AEAT's validations refuse it (1189: an F1 or R1–R4 must name
      // its Destinatarios; 1185: FacturaSinIdentifDestinatarioArt61d='S' only for F2/R5), so a full
      // invoice needs the recipient's NIF before it is issued (docs/decisions/0039-verifactu-sending.md).
      (record.recipient
        ? el("sf:Destinatarios", el("sf:IDDestinatario", destinatario(record.recipient)))
        : "") +
      el(
        "sf:Desglose",
        record.breakdown
          .map((line) =>
            el(
              "sf:DetalleDesglose",
              // IVA (01), régimen general (01), sujeta y no exenta sin inversión del sujeto pasivo (S1).
              tx("sf:Impuesto", "01") +
                tx("sf:ClaveRegimen", "01") +
                tx("sf:CalificacionOperacion", "S1") +
                tx("sf:TipoImpositivo", line.taxRate) +
                tx("sf:BaseImponibleOimporteNoSujeto", line.base) +
                tx("sf:CuotaRepercutida", line.tax),
            ),
          )
          .join(""),
      ) +
      tx("sf:CuotaTotal", record.taxTotal) +
      tx("sf:ImporteTotal", record.amountTotal) +
      encadenamiento(record.previous) +
      sistemaInformatico(system) +
      tx("sf:FechaHoraHusoGenRegistro", record.generatedAt) +
      tx("sf:TipoHuella", "01") +
      tx("sf:Huella", record.huella),
  );
}

function anulacionXml(record: AnulacionRecord, system: BillingSystem): string {
  return el(
    "sf:RegistroAnulacion",
    tx("sf:IDVersion", "1.0") +
      el(
        "sf:IDFactura",
        tx("sf:IDEmisorFacturaAnulada", record.invoice.issuerTaxId) +
          tx("sf:NumSerieFacturaAnulada", record.invoice.number) +
          tx("sf:FechaExpedicionFacturaAnulada", record.invoice.issueDate),
      ) +
      encadenamiento(record.previous) +
      sistemaInformatico(system) +
      tx("sf:FechaHoraHusoGenRegistro", record.generatedAt) +
      tx("sf:TipoHuella", "01") +
      tx("sf:Huella", record.huella),
  );
}

function encadenamiento(previous: RecordLink): string {
  return el(
    "sf:Encadenamiento",
    previous
      ? el(
          "sf:RegistroAnterior",
          tx("sf:IDEmisorFactura", previous.issuerTaxId) +
            tx("sf:NumSerieFactura", previous.number) +
            tx("sf:FechaExpedicionFactura", previous.issueDate) +
            tx("sf:Huella", previous.huella),
        )
      : tx("sf:PrimerRegistro", "S"),
  );
}

/**
 * TipoUsoPosibleSoloVerifactu 'N': the same software keeps its records when sending is off
 * (VERIFACTU_SENDING). One obligado per installation (the company): TipoUsoPosibleMultiOT and
 * IndicadorMultiplesOT 'N'.
 */
function sistemaInformatico(system: BillingSystem): string {
  return el(
    "sf:SistemaInformatico",
    tx("sf:NombreRazon", system.producerName) +
      tx("sf:NIF", system.producerTaxId) +
      tx("sf:NombreSistemaInformatico", system.name) +
      tx("sf:IdSistemaInformatico", system.id) +
      tx("sf:Version", system.version) +
      tx("sf:NumeroInstalacion", system.installationNumber) +
      tx("sf:TipoUsoPosibleSoloVerifactu", "N") +
      tx("sf:TipoUsoPosibleMultiOT", "N") +
      tx("sf:IndicadorMultiplesOT", "N"),
  );
}

function invoiceId(id: RecordInvoiceId): string {
  return (
    tx("sf:IDEmisorFactura", id.issuerTaxId) +
    tx("sf:NumSerieFactura", id.number) +
    tx("sf:FechaExpedicionFactura", id.issueDate)
  );
}

function persona({ name, taxId }: { name: string; taxId: string }): string {
  return tx("sf:NombreRazon", name) + tx("sf:NIF", taxId);
}

/** A recipient abroad is named by IDOtro (country, kind of id, id), not by a Spanish NIF. */
function destinatario(recipient: NonNullable<AltaRecord["recipient"]>): string {
  if (!recipient.foreign) return persona(recipient);
  return (
    tx("sf:NombreRazon", recipient.name) +
    el(
      "sf:IDOtro",
      tx("sf:CodigoPais", recipient.foreign.country) +
        tx("sf:IDType", recipient.foreign.idType) +
        tx("sf:ID", recipient.taxId),
    )
  );
}

/** An element around children already written. */
function el(name: string, children: string): string {
  return `<${name}>${children}</${name}>`;
}

/** An element around text, escaped. */
function tx(name: string, text: string): string {
  return `<${name}>${escapeText(text)}</${name}>`;
}

/**
 * Text as XML 1.0 character data. The characters XML 1.0 cannot carry at all (C0 controls other
 * than tab and line breaks, lone surrogates, U+FFFE/U+FFFF) become a space: a description is never
 * hashed, and a message the AEAT cannot parse would stop the whole chain behind it.
 */
export function escapeText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}
