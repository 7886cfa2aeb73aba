import { asc, eq } from "drizzle-orm";
import { strToU8, type Zippable, zipSync } from "fflate";
import type { Db } from "#app/db/client.server";
import { invoiceRecords } from "#app/db/schema/invoice-records";
import { type InvoiceEventContext, invoiceEventContextFrom, recordInvoiceEvent } from "./events.server";
import type { InvoiceRecord } from "./record";
import { suministroExport } from "./suministro-export";

type Company = { COMPANY_NAME: string; COMPANY_NIF: string };

/** What the staff download: one XML file, or a zip of the numbered files when there are several. */
export type RecordsDownload = { fileName: string; contentType: string; body: Uint8Array; records: number };

/** The company's records as registered, in their chain's order. */
export async function companyRecords(db: Db, issuerTaxId: string): Promise<InvoiceRecord[]> {
  const rows = await db
    .select({ record: invoiceRecords.record })
    .from(invoiceRecords)
    .where(eq(invoiceRecords.issuerTaxId, issuerTaxId.trim().toUpperCase()))
    .orderBy(asc(invoiceRecords.position));
  return rows.map((row) => row.record as InvoiceRecord);
}

/**
 * The export for an inspection (RD 1007/2023 art. 8): every record of the company in chain order as
 * the AEAT's SuministroLR XML, and the export itself registered as an event (TipoEvento 08), so the
 * event log says when the records left the system and how many. Null when there is no record yet.
 */
export async function exportCompanyRecords(
  db: Db,
  {
    company,
    at = new Date(),
    context = invoiceEventContextFrom(company),
  }: { company: Company; at?: Date; context?: InvoiceEventContext },
): Promise<RecordsDownload | null> {
  const records = await companyRecords(db, company.COMPANY_NIF);
  const files = suministroExport(records, { company, at });
  const [first] = files;
  if (!first) return null;
  await recordInvoiceEvent(db, {
    type: "records_export",
    context,
    clock: () => at,
    details: { records: records.length, files: files.map((file) => file.fileName) },
  });
  if (files.length === 1)
    return {
      fileName: first.fileName,
      contentType: "application/xml; charset=utf-8",
      body: strToU8(first.xml),
      records: records.length,
    };
  const entries: Zippable = Object.fromEntries(files.map((file) => [file.fileName, strToU8(file.xml)]));
  return {
    fileName: first.fileName.replace(/-1-de-\d+\.xml$/, ".zip"),
    contentType: "application/zip",
    body: zipSync(entries, { level: 6, mtime: at }),
    records: records.length,
  };
}
