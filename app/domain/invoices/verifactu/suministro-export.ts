import { MADRID_TIME_ZONE } from "#app/lib/calendar";
import { billingSystem } from "./billing-system";
import type { InvoiceRecord } from "./record";
import { suministroMessages } from "./suministro-xml";

/**
 * The records as files for an inspection (RD 1007/2023 art. 8: the records must be handed over in
 * the AEAT's format when asked): the same SuministroLR XML that is sent, so what an inspector reads
 * and what the AEAT received are one thing. More than 1 000 records are several files, numbered.
 */
export type SuministroFile = { fileName: string; contentType: "application/xml"; xml: string };

export function suministroExport(
  records: readonly InvoiceRecord[],
  { company, at }: { company: { COMPANY_NAME: string; COMPANY_NIF: string }; at: Date },
): SuministroFile[] {
  if (records.length === 0) return [];
  const messages = suministroMessages(records, {
    issuer: { name: company.COMPANY_NAME, taxId: company.COMPANY_NIF },
    system: billingSystem(company),
  });
  const stem = `registros-verifactu-${company.COMPANY_NIF}-${madridStamp(at)}`;
  return messages.map((xml, index) => ({
    fileName: messages.length === 1 ? `${stem}.xml` : `${stem}-${index + 1}-de-${messages.length}.xml`,
    contentType: "application/xml",
    xml,
  }));
}

/** '20261127-040506': the export's moment on Spain's clock, sortable. */
function madridStamp(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: MADRID_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}`;
}
