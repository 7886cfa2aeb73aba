import type { InvoiceRecord, RecordInvoiceId } from "./record";

/**
 * What the AEAT would refuse in a record, known before it is stored or sent: the limits of
 * SuministroInformacion.xsd (a message with one record outside them is refused whole, 4102, and
 * holds back every record behind it) and the few validations of the service that our invoices can
 * meet (codes from the AEAT's errores.properties). Empty when the record can go. The records'
 * module calls it before registering a record, so a wrong one never enters the chain.
 */
export function recordProblems(record: InvoiceRecord): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const invoiceId = (id: RecordInvoiceId, where: string) => {
    check(id.issuerTaxId.length === 9, `${where}: the issuer's NIF has 9 characters`);
    check(
      id.number.length >= 1 && id.number.length <= 60,
      `${where}: NumSerieFactura has 1 to 60 characters`,
    );
    check(DATE.test(id.issueDate), `${where}: FechaExpedicionFactura is dd-mm-yyyy`);
  };

  invoiceId(record.invoice, "IDFactura");
  if (record.previous) {
    invoiceId(record.previous, "RegistroAnterior");
    check(HUELLA.test(record.previous.huella), "RegistroAnterior: the huella is 64 upper-case hex digits");
  }
  check(DATE_TIME.test(record.generatedAt), "FechaHoraHusoGenRegistro is an ISO 8601 time with its offset");
  check(HUELLA.test(record.huella), "the huella is 64 upper-case hex digits");
  if (record.kind === "anulacion") return problems;

  check(
    record.issuerName.length >= 1 && record.issuerName.length <= 120,
    "NombreRazonEmisor has 1 to 120 characters",
  );
  check(
    record.description.length >= 1 && record.description.length <= 500,
    "DescripcionOperacion has 1 to 500 characters",
  );
  check(record.breakdown.length >= 1 && record.breakdown.length <= 12, "Desglose has 1 to 12 lines");
  for (const line of record.breakdown) {
    check(
      RATE.test(line.taxRate),
      `TipoImpositivo '${line.taxRate}' is a percentage with at most two decimals`,
    );
    check(
      AMOUNT.test(line.base) && AMOUNT.test(line.tax),
      `'${line.base}' / '${line.tax}' are amounts with two decimals`,
    );
  }
  check(
    AMOUNT.test(record.taxTotal) && AMOUNT.test(record.amountTotal),
    "CuotaTotal and ImporteTotal are amounts with two decimals",
  );
  // 1114, 1115, 1117: a rectifying invoice says what it rectifies; another one does not.
  check(
    (record.invoiceType !== "F1") === (record.rectification !== null),
    "only R1/R4 carry a rectification, and they must",
  );
  if (record.rectification)
    check(
      record.rectification.invoices.length >= 1,
      "a rectifying invoice names at least one rectified invoice",
    );
  for (const rectified of record.rectification?.invoices ?? []) invoiceId(rectified, "IDFacturaRectificada");
  // 1189: an F1 or R1–R4 names its recipient; 1193: by a NIF other than the issuer's.
  if (!record.recipient)
    problems.push("the recipient's NIF is required on a full or rectifying invoice (AEAT 1189)");
  else {
    check(
      record.recipient.name.length >= 1 && record.recipient.name.length <= 120,
      "the recipient's name has 1 to 120 characters",
    );
    if (record.recipient.foreign)
      check(
        record.recipient.taxId.length >= 1 && record.recipient.taxId.length <= 20,
        "the recipient's IDOtro/ID has 1 to 20 characters",
      );
    else check(record.recipient.taxId.length === 9, "the recipient's NIF has 9 characters");
    check(
      record.recipient.taxId !== record.invoice.issuerTaxId,
      "the recipient is not the issuer (AEAT 1193)",
    );
  }
  return problems;
}

const DATE = /^\d{2}-\d{2}-\d{4}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:[+-]\d{2}:\d{2}|Z)$/;
const HUELLA = /^[0-9A-F]{64}$/;
/** ImporteSgn12.2Type, as the records write it: always two decimals. */
const AMOUNT = /^-?\d{1,12}\.\d{2}$/;
/** Tipo2.2Type. */
const RATE = /^\d{1,3}\.\d{2}$/;
