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
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a signing date cannot be reported when it is `today` in Spain (YYYY-MM-DD): the past year up to today. */
export function signedOnProblem(day: string, today: string): string | null {
  if (!ISO_DAY.test(day)) return DEAL_REPORT_MESSAGES.dateRequired;
  if (!isCalendarDay(day)) return DEAL_REPORT_MESSAGES.dateInvalid;
  if (day > today) return DEAL_REPORT_MESSAGES.dateFuture;
  if (day < addYears(today, -1)) return DEAL_REPORT_MESSAGES.dateOld;
  return null;
}

/** 'Comunicar la firma': which signing and its date; the listing comes from the form, checked by the server. */
export function dealReportSchema(today: string) {
  return z.object({
    stage: z.enum(DEAL_STAGES, { error: DEAL_REPORT_MESSAGES.stageRequired }),
    signedOn: singleLineText({ error: DEAL_REPORT_MESSAGES.dateRequired })
      .trim()
      .superRefine((day, ctx) => {
        const problem = signedOnProblem(day, today);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  });
}
export type DealReportForm = z.output<ReturnType<typeof dealReportSchema>>;
