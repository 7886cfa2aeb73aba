import type { ClosingReminderKind } from "#app/db/schema/closing-reminders";
import { toMadridLocal } from "#app/lib/calendar";
import { earliestDeedAfterFein } from "./deadlines";
import { closingTimeline, type DatedStepKey, type TimelineInput, type TimelineStep } from "./timeline";

/**
 * Which e-mail reminders of the room's dates are due on a Madrid calendar day. The dates are the
 * timeline's (one source); this only decides when, and whom, to remind. How a late run behaves is
 * in docs/decisions/0054-closing-room.md: only the nearest reminder of a date still ahead.
 */

export type ReminderParty = "seller" | "buyer";

/** The taxes after the deed whose deadlines are reminded. */
const TAX_STEPS = ["plusvalia", "modelo-211", "modelo-210", "irpf"] as const;

/**
 * A reminder as facts, worded in the reader's language by its e-mail (app/emails/closing-words.ts):
 * which date, the day, how many days are left, and for an appointment its hour and notary.
 */
export type DueReminder = {
  /** Which date: the deed's deadline, 'cita' for the notary's appointment, 'fein' for its ten days, or a tax. */
  dateKey: "cita" | "escritura" | "fein" | (typeof TAX_STEPS)[number];
  day: string;
  kind: ClosingReminderKind;
  to: ReminderParty[];
  /** The room's .ics of this date, when it has one. */
  icsKey: DatedStepKey | null;
  /** The appointment's hour on Madrid's clock, and its notary once chosen. */
  appointment: { hour: string; notary: { name: string; address: string } | null } | null;
  /** Calendar days from the reminder's day to the date: 1 is tomorrow. */
  left: number;
};

const KIND_OF_OFFSET: Record<number, ClosingReminderKind> = { 7: "7-dias", 2: "2-dias", 1: "1-dia" };

type DatedRule = Omit<DueReminder, "kind" | "left"> & { offsets: number[] };

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
    if (deed.at) {
      const notary = input.state.notary;
      rules.push({
        dateKey: "cita",
        day: deed.day,
        offsets: [2],
        to: BOTH,
        icsKey: "escritura",
        appointment: {
          hour: toMadridLocal(new Date(deed.at)).slice(11, 16),
          notary: notary ? { name: notary.name, address: notary.address } : null,
        },
      });
    } else
      rules.push({
        dateKey: "escritura",
        day: deed.day,
        offsets: [7, 1],
        to: partiesOf(deed.owner),
        icsKey: "escritura",
        appointment: null,
      });
    if (input.state.feinOn)
      rules.push({
        dateKey: "fein",
        day: earliestDeedAfterFein(input.state.feinOn),
        offsets: [1],
        to: ["buyer"],
        icsKey: null,
        appointment: null,
      });
  }
  if (deed?.status === "done")
    for (const step of steps) {
      const tax = TAX_STEPS.find((key) => key === step.key);
      if (tax && step.day)
        rules.push({
          dateKey: tax,
          day: step.day,
          offsets: [7],
          to: partiesOf(step.owner),
          icsKey: tax,
          appointment: null,
        });
    }
  return rules;
}

/**
 * The reminders due on `today`: of each date still ahead, the one of its nearest offset already
 * reached. A date already past has none; a run missed for days sends the nearest, never the
 * earlier ones it skipped, so a buyer never reads 'quedan 7 días' the day before.
 */
export function dueReminders(input: TimelineInput, today: string): DueReminder[] {
  const due: DueReminder[] = [];
  for (const { offsets, ...rule } of datedRules(input)) {
    const left = daysBetween(today, rule.day);
    if (left <= 0) continue;
    const offset = [...offsets].sort((a, b) => a - b).find((days) => days >= left);
    if (offset === undefined) continue;
    const kind = KIND_OF_OFFSET[offset];
    if (!kind) continue;
    due.push({ ...rule, kind, left });
  }
  return due;
}
