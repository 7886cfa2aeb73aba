import type { ClosingReminderKind } from "#app/db/schema/closing-reminders";
import { toMadridLocal } from "#app/lib/calendar";
import { formatDayEs } from "#app/lib/format";
import { earliestDeedAfterFein } from "./deadlines";
import { closingTimeline, type DatedStepKey, type TimelineInput, type TimelineStep } from "./timeline";

/**
 * Which e-mail reminders of the room's dates are due on a Madrid calendar day. The dates are the
 * timeline's (one source); this only decides when, and whom, to remind. How a late run behaves is
 * in docs/decisions/0054-closing-room.md: only the nearest reminder of a date still ahead.
 */

export type ReminderParty = "seller" | "buyer";

export type DueReminder = {
  /** Which date: a timeline step's key, 'cita' for the notary's appointment, 'fein' for its ten days. */
  dateKey: string;
  day: string;
  kind: ClosingReminderKind;
  to: ReminderParty[];
  /** The room's .ics of this date, when it has one. */
  icsKey: DatedStepKey | null;
  subject: string;
  lines: string[];
};

const KIND_OF_OFFSET: Record<number, ClosingReminderKind> = { 7: "7-dias", 2: "2-dias", 1: "1-dia" };

type DatedRule = Omit<DueReminder, "kind" | "lines"> & { offsets: number[]; line: string };

const BOTH: ReminderParty[] = ["seller", "buyer"];
const partiesOf = (owner: TimelineStep["owner"]): ReminderParty[] => (owner === "both" ? BOTH : [owner]);

/** Calendar days from one day to a later one; both are Madrid days, so no clock change counts. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The dated steps worth a reminder, with their offsets and recipients, while they are ahead. */
function datedRules(input: TimelineInput): DatedRule[] {
  const steps = closingTimeline(input);
  const deed = steps.find((step) => step.key === "escritura");
  const rules: DatedRule[] = [];
  if (deed && deed.status === "todo" && deed.day) {
    const when = formatDayEs(deed.day);
    if (deed.at) {
      const notary = input.state.notary;
      const hour = toMadridLocal(new Date(deed.at)).slice(11, 16);
      rules.push({
        dateKey: "cita",
        day: deed.day,
        offsets: [2],
        to: BOTH,
        icsKey: "escritura",
        subject: `Recordatorio: cita en la notaría el ${when}`,
        line: notary
          ? `La firma de la escritura es el ${when} a las ${hour}. Notaría: ${notary.name}, ${notary.address}.`
          : `La firma de la escritura es el ${when} a las ${hour}.`,
      });
    } else
      rules.push({
        dateKey: "escritura",
        day: deed.day,
        offsets: [7, 1],
        to: partiesOf(deed.owner),
        icsKey: "escritura",
        subject: `Recordatorio: la escritura debe firmarse como tarde el ${when}`,
        line: `El contrato de arras fija el ${when} como último día para firmar la escritura. Si aún no hay cita en la notaría, conviene pedirla cuanto antes.`,
      });
    if (input.state.feinOn) {
      const from = earliestDeedAfterFein(input.state.feinOn);
      rules.push({
        dateKey: "fein",
        day: from,
        offsets: [1],
        to: ["buyer"],
        icsKey: null,
        subject: `Recordatorio: desde el ${formatDayEs(from)} puede firmarse la escritura`,
        line: `El ${formatDayEs(from)} se cumplen los 10 días naturales que la ley te da para estudiar la FEIN del banco: desde ese día puede firmarse la escritura.`,
      });
    }
  }
  if (deed?.status === "done")
    for (const step of steps)
      if (["plusvalia", "modelo-211", "modelo-210", "irpf"].includes(step.key) && step.day)
        rules.push({
          dateKey: step.key,
          day: step.day,
          offsets: [7],
          to: partiesOf(step.owner),
          icsKey: step.key as DatedStepKey,
          subject: `Recordatorio: ${step.title}, hasta el ${formatDayEs(step.day)}`,
          line: `${step.title}: el plazo termina el ${formatDayEs(step.day)}.${step.note ? ` ${step.note}` : ""}`,
        });
  return rules;
}

/**
 * The reminders due on `today`: of each date still ahead, the one of its nearest offset already
 * reached. A date already past has none; a run missed for days sends the nearest, never the
 * earlier ones it skipped, so a buyer never reads 'quedan 7 días' the day before.
 */
export function dueReminders(input: TimelineInput, today: string): DueReminder[] {
  const due: DueReminder[] = [];
  for (const { offsets, line, ...rule } of datedRules(input)) {
    const left = daysBetween(today, rule.day);
    if (left <= 0) continue;
    const offset = [...offsets].sort((a, b) => a - b).find((days) => days >= left);
    if (offset === undefined) continue;
    const kind = KIND_OF_OFFSET[offset];
    if (!kind) continue;
    due.push({ ...rule, kind, lines: [line, left === 1 ? "Es mañana." : `Quedan ${left} días.`] });
  }
  return due;
}
