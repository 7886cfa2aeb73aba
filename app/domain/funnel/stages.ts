/**
 * A listing's funnel: from people looking at it to people making an offer. Views and
 * phone requests are counted by the server on the listing page; enquiries, viewings and offers are
 * the listing's leads. The phone's stage counts the people who pressed 'Ver teléfono' (the
 * number is shown only then; stored as `phone_click`, as the taps on the call link
 * that showed it before were), once per visitor and day.
 */

/** How many weeks the dashboard shows: two months, enough to see a trend, short enough for a phone. */
export const FUNNEL_WEEKS = 8;

/** One week of a listing's funnel. */
export type FunnelWeek = {
  /** Monday of the week in Spain, '2026-11-23'. */
  weekStart: string;
  views: number;
  phoneClicks: number;
  enquiries: number;
  viewings: number;
  offers: number;
};

export const FUNNEL_STAGES = ["views", "phoneClicks", "enquiries", "viewings", "offers"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  views: "Visitas",
  phoneClicks: "Consultas del teléfono",
  enquiries: "Mensajes",
  viewings: "Visitas solicitadas",
  offers: "Ofertas",
};

/** The sum of each stage over the weeks shown. */
export function funnelTotals(weeks: readonly FunnelWeek[]): Record<FunnelStage, number> {
  const totals = { views: 0, phoneClicks: 0, enquiries: 0, viewings: 0, offers: 0 };
  for (const week of weeks) for (const stage of FUNNEL_STAGES) totals[stage] += week[stage];
  return totals;
}

const STAGE_NOUNS: Record<FunnelStage, [one: string, many: string]> = {
  views: ["visita", "visitas"],
  phoneClicks: ["consulta del teléfono", "consultas del teléfono"],
  enquiries: ["mensaje", "mensajes"],
  viewings: ["visita solicitada", "visitas solicitadas"],
  offers: ["oferta", "ofertas"],
};

/** '1 visita', '12 consultas del teléfono', '0 ofertas'. */
export function stageCount(stage: FunnelStage, count: number): string {
  const [one, many] = STAGE_NOUNS[stage];
  return `${count.toLocaleString("es-ES")} ${count === 1 ? one : many}`;
}

/** What the chart shows, in one sentence a screen reader reads: the totals of the weeks shown. */
export function funnelSummary(weeks: readonly FunnelWeek[]): string {
  const totals = funnelTotals(weeks);
  const parts = FUNNEL_STAGES.map((stage) => stageCount(stage, totals[stage]));
  const list = `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}`;
  return `Últimas ${weeks.length} semanas: ${list}.`;
}

const weekDayFormat = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", timeZone: "UTC" });

/** '23 nov' for the week starting on Monday 2026-11-23. */
export function weekLabel(weekStart: string): string {
  return weekDayFormat.format(new Date(`${weekStart}T00:00:00Z`)).replace(".", "");
}
