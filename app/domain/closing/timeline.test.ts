import { describe, expect, test } from "vitest";
import { parseMadridLocal } from "#app/lib/calendar";
import { closingStateOf } from "./events";
import { stepIcs } from "./ics";
import {
  appointmentTooEarly,
  closingTimeline,
  datedStep,
  nextStepFor,
  stepsOnRecord,
  type TimelineInput,
} from "./timeline";

const at = (local: string) => parseMadridLocal(local)?.toISOString() ?? "";
const empty = closingStateOf([]);
const base: TimelineInput = {
  agreedOn: "2026-11-02",
  financing: "cash",
  arras: { signedOn: "2026-11-10", deedDeadline: "2027-02-10", sellerResidence: "residente" },
  state: empty,
};
const keys = (input: TimelineInput) => closingTimeline(input).map((step) => step.key);
const step = (input: TimelineInput, key: string) => closingTimeline(input).find((s) => s.key === key);

describe("the closing timeline", () => {
  test("before any date is set, the deed is due by the arras' deadline and taxes have none", () => {
    expect(step(base, "escritura")).toMatchObject({ day: "2027-02-10", dayLabel: "Como tarde el" });
    expect(step(base, "plusvalia")?.day).toBeNull();
  });

  test("a cash purchase has no mortgage steps; a mortgage adds the valuation and the FEIN", () => {
    expect(keys(base)).not.toContain("fein");
    expect(keys({ ...base, financing: "mortgage" })).toEqual(expect.arrayContaining(["tasacion", "fein"]));
  });

  test("each party's next step is their own", () => {
    const steps = closingTimeline(base);
    expect(nextStepFor(steps, "seller")?.key).toBe("senal");
    expect(nextStepFor(steps, "buyer")?.key).toBe("notaria");
    expect(nextStepFor(closingTimeline({ ...base, financing: "mortgage" }), "buyer")?.key).toBe("tasacion");
  });

  test("an ended deal keeps only its steps done, and no date of a step it never reached", () => {
    const steps = closingTimeline(base);
    expect(stepsOnRecord(steps, false)).toEqual(steps);
    const kept = stepsOnRecord(steps, true);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((step) => step.status === "done")).toBe(true);
    expect(kept.length).toBe(steps.filter((step) => step.status === "done").length);
    expect(datedStep(steps, "escritura")).not.toBeNull();
    expect(datedStep(kept, "escritura")).toBeNull();
  });

  test("a resident seller pays the plusvalía and declares IRPF; no 211 or 210", () => {
    const signed = { ...base, state: { ...empty, deedSignedOn: "2026-12-15" } };
    expect(step(signed, "plusvalia")).toMatchObject({ owner: "seller", day: "2027-01-29" });
    expect(step(signed, "irpf")).toMatchObject({ owner: "seller", day: "2027-06-30" });
    expect(keys(signed)).not.toContain("modelo-211");
  });

  test("a non-resident seller: the buyer withholds (211) and pays the plusvalía; the seller files the 210", () => {
    const arras = {
      signedOn: "2026-11-10",
      deedDeadline: "2027-02-10",
      sellerResidence: "no-residente" as const,
    };
    const signed = { ...base, arras, state: { ...empty, deedSignedOn: "2027-03-29" } };
    expect(step(signed, "plusvalia")?.owner).toBe("buyer");
    expect(step(signed, "modelo-211")).toMatchObject({ owner: "buyer", day: "2027-04-29" });
    expect(step(signed, "modelo-210")).toMatchObject({ owner: "seller", day: "2027-07-29" });
    expect(keys(signed)).not.toContain("irpf");
  });

  test("an appointment just after midnight on the October clock change is on its Madrid day", () => {
    const notary = { name: "Notaría Pérez", address: "Calle Mayor 1", at: at("2026-10-25T00:30") };
    const input = { ...base, state: { ...empty, notary } };
    expect(step(input, "escritura")).toMatchObject({ day: "2026-10-25", dayLabel: "Cita el" });
    // Taxes forecast from the appointment until the deed is confirmed.
    expect(step(input, "plusvalia")?.day).toBe("2026-12-04");
  });

  test("the appointment's .ics holds its UTC instant on each side of the March clock change", () => {
    const ics = (local: string) => {
      const input = { ...base, state: { ...empty, notary: { name: "N", address: "A", at: at(local) } } };
      const deed = datedStep(closingTimeline(input), "escritura");
      if (!deed) throw new Error("no deed date");
      return stepIcs(deed, { dealId: "d", propertyTitle: "Piso", url: "https://x", now: new Date(0) });
    };
    expect(ics("2027-03-27T10:00")).toContain("DTSTART:20270327T090000Z");
    expect(ics("2027-03-28T10:00")).toContain("DTSTART:20270328T080000Z");
  });

  test("a deadline's .ics is an all-day event on its day", () => {
    const signed = { ...base, state: { ...empty, deedSignedOn: "2026-12-15" } };
    const plusvalia = datedStep(closingTimeline(signed), "plusvalia");
    if (!plusvalia) throw new Error("no plusvalía date");
    const text = stepIcs(plusvalia, {
      dealId: "d",
      propertyTitle: "Piso",
      url: "https://x",
      now: new Date(0),
    });
    expect(text).toContain("DTSTART;VALUE=DATE:20270129");
  });

  test("an appointment less than 10 natural days after the FEIN is refused, naming the first day allowed", () => {
    expect(appointmentTooEarly({ feinOn: "2027-03-20" }, "2027-03-29")).toBe("2027-03-30");
    expect(appointmentTooEarly({ feinOn: "2027-03-20" }, "2027-03-30")).toBeNull();
  });

  test("only the buyer's word makes the deed signed", () => {
    const bySeller = {
      kind: "deed_signed" as const,
      party: "seller" as const,
      payload: { on: "2026-12-15" },
      createdAt: new Date(),
    };
    expect(closingStateOf([bySeller]).deedSignedOn).toBeNull();
    expect(closingStateOf([{ ...bySeller, party: "buyer" }]).deedSignedOn).toBe("2026-12-15");
  });
});
