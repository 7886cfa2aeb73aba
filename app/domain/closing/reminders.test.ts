import { describe, expect, test } from "vitest";
import { reminderIn } from "#app/emails/closing-words";
import { madridDay, parseMadridLocal } from "#app/lib/calendar";
import { closingStateOf } from "./events";
import { type DueReminder, dueReminders } from "./reminders";
import type { TimelineInput } from "./timeline";

const empty = closingStateOf([]);
// The deed's deadline the day after the clocks go forward (28 March 2027, 2:00 → 3:00).
const base: TimelineInput = {
  agreedOn: "2027-01-10",
  financing: "cash",
  arras: { signedOn: "2027-01-20", deedDeadline: "2027-03-29", sellerResidence: "residente" },
  state: empty,
};
const due = (input: TimelineInput, today: string) =>
  dueReminders(input, today).map(({ dateKey, day, kind, to }) => ({ dateKey, day, kind, to }));
const spanishLines = (reminder: DueReminder | undefined) =>
  reminder ? reminderIn("es", reminder).lines : [];
/** The Madrid day the 8:00 run falls on, read from the instant as the job reads it. */
const runDay = (local: string) => madridDay(parseMadridLocal(local) as Date);

describe("which reminders of the room's dates are due on a day", () => {
  test("the deed's deadline: 7 days and 1 day before, to both parties, counted in calendar days across the clock change", () => {
    expect(due(base, runDay("2027-03-21T08:00"))).toEqual([]);
    expect(due(base, runDay("2027-03-22T08:00"))).toEqual([
      { dateKey: "escritura", day: "2027-03-29", kind: "7-dias", to: ["seller", "buyer"] },
    ]);
    expect(due(base, runDay("2027-03-28T08:00"))).toEqual([
      { dateKey: "escritura", day: "2027-03-29", kind: "1-dia", to: ["seller", "buyer"] },
    ]);
    const [dayBefore] = dueReminders(base, "2027-03-28");
    expect(dayBefore && reminderIn("es", dayBefore).lines).toEqual([
      expect.stringContaining("29 de marzo de 2027"),
      "Es mañana.",
    ]);
    expect(dayBefore?.icsKey).toBe("escritura");
  });

  test("a run late by days sends the nearest reminder of a date still ahead, and none for a date past", () => {
    // Between the two offsets the 7-day one is still the one due (the table keeps it to once).
    expect(due(base, "2027-03-25")).toEqual([expect.objectContaining({ kind: "7-dias" })]);
    expect(spanishLines(dueReminders(base, "2027-03-25")[0])[1]).toBe("Quedan 4 días.");
    expect(due(base, "2027-03-29")).toEqual([]);
    expect(due(base, "2027-04-02")).toEqual([]);
  });

  test("with an appointment at the notary's, both are reminded 2 days before it instead of the deadline", () => {
    const at = parseMadridLocal("2027-03-15T10:30")?.toISOString() ?? "";
    const booked = {
      ...base,
      state: { ...empty, notary: { name: "Notaría Soler", address: "Calle Colón 3", at } },
    };
    expect(due(booked, "2027-03-12")).toEqual([]);
    expect(due(booked, "2027-03-13")).toEqual([
      { dateKey: "cita", day: "2027-03-15", kind: "2-dias", to: ["seller", "buyer"] },
    ]);
    expect(spanishLines(dueReminders(booked, "2027-03-13")[0])[0]).toBe(
      "La firma de la escritura es el 15 de marzo de 2027 a las 10:30. Notaría: Notaría Soler, Calle Colón 3.",
    );
    expect(due(booked, "2027-03-22")).toEqual([]);
  });

  test("the FEIN's ten days: the buyer alone, the day before the deed may be signed", () => {
    const fein = { ...base, financing: "mortgage" as const, state: { ...empty, feinOn: "2027-03-01" } };
    expect(due(fein, "2027-03-10")).toEqual([
      { dateKey: "fein", day: "2027-03-11", kind: "1-dia", to: ["buyer"] },
    ]);
    expect(due(fein, "2027-03-11")).toEqual([]);
  });

  test("after the deed: each tax 7 days before its deadline, to the party who pays it", () => {
    const resident = { ...base, state: { ...empty, deedSignedOn: "2027-03-10" } };
    // 30 working days after 10 March 2027, Good Friday (26 March) left out: 22 April.
    expect(due(resident, "2027-04-15")).toEqual([
      { dateKey: "plusvalia", day: "2027-04-22", kind: "7-dias", to: ["seller"] },
    ]);
    expect(due(resident, "2028-06-23")).toEqual([
      { dateKey: "irpf", day: "2028-06-30", kind: "7-dias", to: ["seller"] },
    ]);
    const nonResident: TimelineInput = {
      ...resident,
      arras: { signedOn: "2027-01-20", deedDeadline: "2027-03-29", sellerResidence: "no-residente" },
    };
    expect(due(nonResident, "2027-04-03")).toEqual([
      { dateKey: "modelo-211", day: "2027-04-10", kind: "7-dias", to: ["buyer"] },
    ]);
    expect(due(nonResident, "2027-04-15")).toEqual([
      { dateKey: "plusvalia", day: "2027-04-22", kind: "7-dias", to: ["buyer"] },
    ]);
    expect(due(nonResident, "2027-07-03")).toEqual([
      { dateKey: "modelo-210", day: "2027-07-10", kind: "7-dias", to: ["seller"] },
    ]);
    // The deed is signed: its deadline is no longer reminded of.
    expect(due(resident, "2027-03-22")).toEqual([]);
  });
});
