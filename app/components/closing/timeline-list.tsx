import type { TimelineStep } from "#app/domain/closing/timeline";
import { DATED_STEP_KEYS } from "#app/domain/closing/timeline";
import { formatDayEs } from "#app/lib/format";
import { pathTo, ROUTES } from "#app/urls";

const OWNER_LABEL = { seller: "Vendedor", buyer: "Comprador", both: "Los dos" } as const;

export const dayText = formatDayEs;
export const appointmentText = (at: string) =>
  new Intl.DateTimeFormat("es-ES", {
    timeZone: "Europe/Madrid",
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(at));

function when(step: TimelineStep): string | null {
  if (step.at && step.dayLabel === "Cita el") return `Cita el ${appointmentText(step.at)}`;
  return step.day && step.dayLabel ? `${step.dayLabel} ${dayText(step.day)}` : null;
}

/** The steps from the accepted offer to the taxes, each with whose it is and its date. */
export function TimelineList({ steps, dealId }: { steps: readonly TimelineStep[]; dealId: string }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Calendario de la operación">
      {steps.map((step) => {
        const dated =
          (DATED_STEP_KEYS as readonly string[]).includes(step.key) && step.day && step.status === "todo";
        return (
          <li
            key={step.key}
            data-step={step.key}
            className="flex flex-col gap-1 rounded-md border bg-card p-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex flex-col gap-1">
              <p className="font-medium">
                <span aria-hidden="true">{step.status === "done" ? "✓ " : "○ "}</span>
                <span className="sr-only">{step.status === "done" ? "Hecho: " : "Pendiente: "}</span>
                {step.title}
              </p>
              {when(step) ? <p className="text-sm">{when(step)}</p> : null}
              {step.note ? <p className="text-muted-foreground text-sm">{step.note}</p> : null}
            </div>
            <div className="flex flex-col items-start gap-1 sm:items-end">
              <span className="rounded-full border px-2 py-0.5 text-xs">{OWNER_LABEL[step.owner]}</span>
              {dated ? (
                <a
                  className="text-sm underline"
                  href={pathTo(ROUTES.closingRoomDate, { dealId, key: step.key })}
                >
                  Añadir al calendario (.ics)
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
