import type { TimelineStep } from "#app/domain/closing/timeline";
import { DATED_STEP_KEYS } from "#app/domain/closing/timeline";
import { formatDayEs } from "#app/lib/format";
import { formatAppointmentIn, formatDayIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";
import { pathTo, ROUTES } from "#app/urls";

const OWNER_LABEL = {
  seller: "closing.room.owner.seller",
  buyer: "closing.room.owner.buyer",
  both: "closing.room.owner.both",
} as const;

export const dayText = formatDayEs;
export const appointmentText = (at: string) => formatAppointmentIn("es", at);

/** What a step's day means, by step and state (the Spanish label comes with the step itself). */
function dayKey(step: TimelineStep): MessageKey {
  if (step.status === "todo")
    return step.key === "escritura" ? "closing.room.when.atLatest" : "closing.room.when.before";
  switch (step.key) {
    case "oferta":
      return "closing.room.when.on";
    case "arras":
      return "closing.room.when.signedOn";
    case "escritura":
      return "closing.room.when.deedSignedOn";
    case "tasacion":
      return "closing.room.when.doneOn";
    case "llaves":
      return "closing.room.when.handedOn";
    default:
      return "closing.room.when.receivedOn";
  }
}

function when(step: TimelineStep, locale: Locale): string | null {
  if (locale === "es") {
    if (step.at && step.dayLabel === "Cita el") return `Cita el ${appointmentText(step.at)}`;
    return step.day && step.dayLabel ? `${step.dayLabel} ${dayText(step.day)}` : null;
  }
  const t = translator(locale);
  if (step.at) return t("closing.room.appointment", { when: formatAppointmentIn(locale, step.at) });
  return step.day && step.dayLabel ? t(dayKey(step), { day: formatDayIn(locale, step.day) }) : null;
}

/** The steps from the accepted offer to the taxes, each with whose it is and its date. */
export function TimelineList({
  steps,
  dealId,
  locale = "es",
}: {
  steps: readonly TimelineStep[];
  dealId: string;
  locale?: Locale;
}) {
  const t = translator(locale);
  return (
    <ol className="flex flex-col gap-3" aria-label={t("closing.room.list")}>
      {steps.map((step) => {
        const dated =
          (DATED_STEP_KEYS as readonly string[]).includes(step.key) && step.day && step.status === "todo";
        const stepWhen = when(step, locale);
        return (
          <li
            key={step.key}
            data-step={step.key}
            className="flex flex-col gap-1 rounded-md border bg-card p-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex flex-col gap-1">
              <p className="font-medium">
                <span aria-hidden="true">{step.status === "done" ? "✓ " : "○ "}</span>
                <span className="sr-only">
                  {t(step.status === "done" ? "closing.room.done" : "closing.room.pending")}
                </span>
                {step.title}
              </p>
              {stepWhen ? <p className="text-sm">{stepWhen}</p> : null}
              {step.note ? <p className="text-muted-foreground text-sm">{step.note}</p> : null}
            </div>
            <div className="flex flex-col items-start gap-1 sm:items-end">
              <span className="rounded-full border px-2 py-0.5 text-xs">{t(OWNER_LABEL[step.owner])}</span>
              {dated ? (
                <a
                  className="text-sm underline"
                  href={pathTo(ROUTES.closingRoomDate, { dealId, key: step.key })}
                >
                  {t("closing.room.ics")}
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
