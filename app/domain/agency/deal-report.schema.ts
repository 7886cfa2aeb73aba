import type { AgencyDealStage } from "#app/db/schema/agency-deal-reports";
import { parseWholeNumber } from "#app/domain/sale/listing.schema";
import { addYears, isCalendarDay } from "#app/lib/calendar";
import { singleLineText, z } from "#app/lib/zod";

/** The 48-hour duty of the agency terms, as a form in step 3: first the report and its document… */
export const REPORT_DEAL_INTENT = "report-deal";
/** …then, once the agency has seen the platform's share at that price, the confirmation. */
export const CONFIRM_DEAL_REPORT_INTENT = "confirm-deal-report";

/** A final price this far from the listing's (either way) is shown as a warning before sending. */
export const PRICE_WARNING_RATIO = 0.3;
export const MAX_FINAL_PRICE = 100_000_000;

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
  dateBeforeStart: "La fecha de la firma no puede ser anterior al inicio de la colaboración.",
  priceRequired: "Indica el precio final de la venta en euros, sin decimales (p. ej. 245000).",
  priceInvalid: "Escribe el precio final en euros, sin decimales (p. ej. 245000).",
  buyerRequired: "Indica el nombre y los apellidos del comprador.",
  buyerShort: "Escribe el nombre completo del comprador: nombre y apellidos.",
  documentRequired: "Adjunta el documento firmado: la escritura o el contrato de arras (PDF o foto).",
} as const;

/** The warning of the confirmation step when the final price is far from the listing's; null otherwise. */
export function finalPriceWarning(finalPrice: number, listingPrice: number | null): string | null {
  if (listingPrice === null || listingPrice <= 0) return null;
  const difference = Math.abs(finalPrice - listingPrice) / listingPrice;
  if (difference <= PRICE_WARNING_RATIO) return null;
  const percent = Math.round(difference * 100);
  return `El precio final difiere un ${percent} % del precio anunciado. Compruébalo antes de enviar: si es correcto, puedes confirmarlo.`;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why a signing date cannot be reported when it is `today` in Spain (YYYY-MM-DD): the past year up
 * to today, and never before the collaboration started (`startedOn`, when known).
 */
export function signedOnProblem(day: string, today: string, startedOn?: string | null): string | null {
  if (!ISO_DAY.test(day)) return DEAL_REPORT_MESSAGES.dateRequired;
  if (!isCalendarDay(day)) return DEAL_REPORT_MESSAGES.dateInvalid;
  if (day > today) return DEAL_REPORT_MESSAGES.dateFuture;
  if (startedOn && day < startedOn) return DEAL_REPORT_MESSAGES.dateBeforeStart;
  if (day < addYears(today, -1)) return DEAL_REPORT_MESSAGES.dateOld;
  return null;
}

/** '245.000', '245000 €' → 245000; null when it is not a positive whole amount the form accepts. */
export function parseFinalPrice(text: string): number | null {
  const value = parseWholeNumber(text);
  return value !== null && value >= 1 && value <= MAX_FINAL_PRICE ? value : null;
}

/**
 * 'Comunicar la firma': which signing, its date, the final price and the buyer (the document is
 * checked apart, by its content); the listing comes from the form, checked by the server.
 */
export function dealReportSchema(today: string, startedOn?: string | null) {
  return z.object({
    stage: z.enum(DEAL_STAGES, { error: DEAL_REPORT_MESSAGES.stageRequired }),
    signedOn: singleLineText({ error: DEAL_REPORT_MESSAGES.dateRequired })
      .trim()
      .superRefine((day, ctx) => {
        const problem = signedOnProblem(day, today, startedOn);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    finalPrice: singleLineText({ error: DEAL_REPORT_MESSAGES.priceRequired })
      .trim()
      .transform((text, ctx) => {
        const price = parseFinalPrice(text);
        if (price === null) {
          ctx.addIssue({ code: "custom", message: DEAL_REPORT_MESSAGES.priceInvalid });
          return z.NEVER;
        }
        return price;
      }),
    buyerName: singleLineText({ error: DEAL_REPORT_MESSAGES.buyerRequired })
      .trim()
      .max(200)
      .refine((name) => name.split(/\s+/).filter(Boolean).length >= 2, DEAL_REPORT_MESSAGES.buyerShort),
  });
}
export type DealReportForm = z.output<ReturnType<typeof dealReportSchema>>;
