import type { AgencyDealStage } from "#app/db/schema/agency-deal-reports";
import { addYears, isCalendarDay } from "#app/lib/calendar";
import { singleLineText, z } from "#app/lib/zod";

/** The 48-hour duty of the agency terms, as a form in step 3. */
export const REPORT_DEAL_INTENT = "report-deal";

/** The table's stages, restated here so the browser's bundle needs no database module. */
const DEAL_STAGES = ["arras", "escritura"] as const satisfies readonly AgencyDealStage[];

export const DEAL_STAGE_LABELS: Record<AgencyDealStage, string> = {
  arras: "Firma de las arras",
  escritura: "Firma de la escritura",
};

export const DEAL_REPORT_MESSAGES = {
  stageRequired: "Indica qué se ha firmado: las arras o la escritura.",
  dateRequired: "Indica la fecha de la firma.",
  dateInvalid: "Esa fecha no existe: revisa el día y el mes.",
  dateFuture: "La fecha de la firma no puede ser posterior a hoy.",
  dateOld: "La fecha de la firma no puede ser de hace más de un año.",
  priceRequired: "Indica el precio final de la venta, en euros.",
  priceInvalid: "Escribe el precio final en euros, sin decimales (p. ej. 245.000).",
  buyerRequired: "Indica el nombre del comprador.",
  documentRequired: "Adjunta la escritura o el contrato de arras firmado, en PDF.",
  documentNotPdf: "El archivo no es un PDF: adjunta la escritura o las arras firmadas en PDF.",
  documentTooBig: "El PDF no puede pasar de 10 MB.",
} as const;

/** The signed deed or arras the agency attaches: a PDF of at most 10 MB, checked by its content. */
export const MAX_DEAL_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DEAL_DOCUMENT_FIELD = "document";

/** Why the attached file cannot be the signed document, or null: its bytes, never its name or type. */
export function dealDocumentProblem(bytes: Uint8Array | null): string | null {
  if (!bytes || bytes.length === 0) return DEAL_REPORT_MESSAGES.documentRequired;
  if (bytes.length > MAX_DEAL_DOCUMENT_BYTES) return DEAL_REPORT_MESSAGES.documentTooBig;
  const head = String.fromCharCode(...bytes.subarray(0, 5));
  return head === "%PDF-" ? null : DEAL_REPORT_MESSAGES.documentNotPdf;
}

const MAX_FINAL_PRICE = 100_000_000;

/** '245.000', '245000' or '245.000 €' → 245000; null for decimals, words or a price out of range. */
export function parseFinalPrice(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0€]/g, "");
  if (!/^(\d{1,3}(\.\d{3})+|\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/\./g, ""));
  return value >= 1 && value <= MAX_FINAL_PRICE ? value : null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a signing date cannot be reported when it is `today` in Spain (YYYY-MM-DD): the past year up to today. */
export function signedOnProblem(day: string, today: string): string | null {
  if (!ISO_DAY.test(day)) return DEAL_REPORT_MESSAGES.dateRequired;
  if (!isCalendarDay(day)) return DEAL_REPORT_MESSAGES.dateInvalid;
  if (day > today) return DEAL_REPORT_MESSAGES.dateFuture;
  if (day < addYears(today, -1)) return DEAL_REPORT_MESSAGES.dateOld;
  return null;
}

/**
 * 'Comunicar la firma': which signing, its date, the final price and the buyer; the signed PDF is
 * checked apart (dealDocumentProblem). The listing comes from the form, checked by the server.
 */
export function dealReportSchema(today: string) {
  return z.object({
    stage: z.enum(DEAL_STAGES, { error: DEAL_REPORT_MESSAGES.stageRequired }),
    finalPrice: singleLineText({ error: DEAL_REPORT_MESSAGES.priceRequired }).transform((text, ctx) => {
      const price = parseFinalPrice(text);
      if (price === null) {
        ctx.addIssue({ code: "custom", message: DEAL_REPORT_MESSAGES.priceInvalid });
        return z.NEVER;
      }
      return price;
    }),
    buyerName: singleLineText({ error: DEAL_REPORT_MESSAGES.buyerRequired })
      .trim()
      .min(2, DEAL_REPORT_MESSAGES.buyerRequired)
      .max(120),
    // The signed PDF: named here so its error shows beside its field; its bytes are checked on the
    // server (dealDocumentProblem), which the browser's own check cannot be trusted with.
    document: z.any().optional(),
    signedOn: singleLineText({ error: DEAL_REPORT_MESSAGES.dateRequired })
      .trim()
      .superRefine((day, ctx) => {
        const problem = signedOnProblem(day, today);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  });
}
export type DealReportForm = z.output<ReturnType<typeof dealReportSchema>>;
