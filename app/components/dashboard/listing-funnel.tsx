import type { LeadChannelCounts } from "#app/domain/funnel/lead-channels.server";
import {
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGES,
  type FunnelStage,
  type FunnelWeek,
  funnelSummary,
  funnelTotals,
  weekLabel,
} from "#app/domain/funnel/stages";
import { cn } from "#app/lib/utils";
import { LeadChannelSplit } from "./lead-channel-split";

/** People who looked (teal) and people who got in touch (terracotta): the two halves of the funnel. */
const STAGE_FILL: Record<FunnelStage, string> = {
  views: "fill-primary",
  phoneClicks: "fill-primary",
  enquiries: "fill-accent",
  viewings: "fill-accent",
  offers: "fill-accent",
};

const BAR_WIDTH = 10;
const BAR_GAP = 4;
const CHART_HEIGHT = 32;

/**
 * 'Interés en tu anuncio': one row per stage of the funnel, with its total over the weeks shown
 * and a bar per week on the row's own scale — views run to hundreds and offers to one or two, so
 * a shared scale would flatten everything but views. Drawn as SVG on the server, no script. For
 * screen readers the drawing is one image with the totals as its name, and the table under it
 * carries every number.
 */
export function ListingFunnel({
  weeks,
  channels,
}: {
  weeks: FunnelWeek[];
  /** The same weeks' contacts by channel; absent when they could not be read. */
  channels?: LeadChannelCounts;
}) {
  const totals = funnelTotals(weeks);
  const first = weeks[0];
  return (
    <section
      aria-labelledby="listing-funnel-title"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id="listing-funnel-title" className="font-semibold text-foreground text-xl">
          Interés en tu anuncio
        </h3>
        <p className="text-muted-foreground text-sm">
          Últimas {weeks.length} semanas. Cada persona cuenta una vez al día; tus propias visitas no cuentan.
        </p>
      </div>
      <div role="img" aria-label={funnelSummary(weeks)} className="flex flex-col gap-3">
        {FUNNEL_STAGES.map((stage) => (
          <div
            key={stage}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-1 sm:grid-cols-[11rem_3.5rem_minmax(0,1fr)]"
          >
            <span className="text-foreground text-sm">{FUNNEL_STAGE_LABELS[stage]}</span>
            <span className="text-right font-semibold text-foreground tabular-nums" data-stage-total={stage}>
              {totals[stage].toLocaleString("es-ES")}
            </span>
            <WeekBars
              values={weeks.map((week) => week[stage])}
              className={cn("col-span-2 sm:col-span-1", STAGE_FILL[stage])}
            />
          </div>
        ))}
        {first ? (
          <div className="grid grid-cols-1 sm:grid-cols-[11rem_3.5rem_minmax(0,1fr)] sm:gap-x-3">
            <div className="flex justify-between text-muted-foreground text-xs sm:col-start-3">
              <span>Semana del {weekLabel(first.weekStart)}</span>
              <span>Esta semana</span>
            </div>
          </div>
        ) : null}
      </div>
      <details className="group text-sm">
        <summary className="cursor-pointer rounded font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          Ver las cifras por semana
        </summary>
        {/* Focusable: on a narrow phone the table may scroll sideways, and a keyboard must reach it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
        <section className="mt-3 overflow-x-auto" tabIndex={0} aria-label="Cifras por semana">
          <table className="w-full border-collapse text-left text-xs tabular-nums sm:text-sm">
            <caption className="sr-only">Interés en tu anuncio por semana</caption>
            <thead>
              <tr className="border-border border-b text-muted-foreground">
                <th scope="col" className="py-2 pr-3 align-bottom font-medium">
                  Semana del
                </th>
                {FUNNEL_STAGES.map((stage) => (
                  <th
                    key={stage}
                    scope="col"
                    className="px-1.5 py-2 text-right align-bottom font-medium sm:px-2"
                  >
                    {FUNNEL_STAGE_LABELS[stage]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart} className="border-border border-b">
                  <th scope="row" className="whitespace-nowrap py-2 pr-3 font-normal">
                    {weekLabel(week.weekStart)}
                  </th>
                  <StageCells counts={week} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-3">
                  Total
                </th>
                <StageCells counts={totals} />
              </tr>
            </tfoot>
          </table>
        </section>
      </details>
      {channels ? (
        <div className="border-border border-t pt-4">
          <LeadChannelSplit counts={channels} weeks={weeks.length} />
        </div>
      ) : null}
    </section>
  );
}

/** One table row's figures, a cell per stage in the columns' order. */
function StageCells({ counts }: { counts: Record<FunnelStage, number> }) {
  return FUNNEL_STAGES.map((stage) => (
    <td key={stage} className="px-1.5 py-2 text-right sm:px-2">
      {counts[stage].toLocaleString("es-ES")}
    </td>
  ));
}

/**
 * Below this the row's scale does not shrink: one message in a week is a short bar, not a full
 * one that reads as 'a lot'.
 */
const SMALLEST_SCALE = 4;

/** A bar per week, oldest first; an empty week is a short grey stub so the weeks stay countable. */
function WeekBars({ values, className }: { values: number[]; className: string }) {
  const max = Math.max(SMALLEST_SCALE, ...values);
  const width = values.length * (BAR_WIDTH + BAR_GAP) - BAR_GAP;
  return (
    <svg
      viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      className={cn("h-8 w-full", className)}
    >
      {values.map((value, index) => {
        const height = value === 0 ? 1.5 : Math.max(3, (value / max) * CHART_HEIGHT);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per week, in order
            key={index}
            x={index * (BAR_WIDTH + BAR_GAP)}
            y={CHART_HEIGHT - height}
            width={BAR_WIDTH}
            height={height}
            className={value === 0 ? "fill-border" : undefined}
          />
        );
      })}
    </svg>
  );
}
