import { describe, expect, test } from "vitest";
import { AGENCY_PROCESS, SALE_PROCESS } from "./processes";
import {
  canActOnStep,
  canReopenStep,
  EMPTY_PROGRESS,
  initiallyOpenStep,
  isProcessFinished,
  type ProcessRules,
  type ProgressFlags,
  processStep,
  requestedStep,
  STEP_STATE_LABELS,
  stepStates,
} from "./steps";

const flags = (overrides: Partial<ProgressFlags>): ProgressFlags => ({ ...EMPTY_PROGRESS, ...overrides });
const labels = (rules: ProcessRules, progress: ProgressFlags) =>
  stepStates(rules, progress).map((state) => STEP_STATE_LABELS[state]);

/** A made-up three-step process: the rules are data, the functions are the same. */
const TOY: ProcessRules = {
  steps: [
    { number: 1, title: "Uno", completedBy: (f) => f.title !== null, needs: null, reopens: true },
    { number: 2, title: "Dos", completedBy: null, needs: (f) => f.marketingActive, reopens: false },
    { number: 3, title: "Tres", completedBy: (f) => f.saleConfirmed, needs: null, reopens: false },
  ],
  lockedMessage: "Bloqueado",
};

describe("one step model for every process", () => {
  test("the current step is one past the highest completed step, whatever the process", () => {
    expect(processStep(TOY, EMPTY_PROGRESS)).toBe(1);
    expect(processStep(TOY, flags({ title: "x" }))).toBe(2);
    expect(processStep(TOY, flags({ saleConfirmed: true }))).toBe(4);
    expect(isProcessFinished(TOY, flags({ saleConfirmed: true }))).toBe(true);
  });

  test("a step only read lets the step after it be acted on while it is current", () => {
    const onTwo = flags({ title: "x", marketingActive: true });
    expect(labels(TOY, onTwo)).toEqual(["Completado", "En curso", "Pendiente"]);
    expect(canActOnStep(TOY, 2, onTwo)).toBe(false);
    expect(canActOnStep(TOY, 3, onTwo)).toBe(true);
  });

  test("a step waiting for what it needs shows 'Bloqueado' and cannot be acted on", () => {
    const unpaid = flags({ title: "x" });
    expect(labels(TOY, unpaid)).toEqual(["Completado", "Bloqueado", "Pendiente"]);
    expect(canActOnStep(TOY, 3, unpaid)).toBe(false);
  });

  test("only a step that reopens can be redone, and nothing once the process is finished", () => {
    const onThree = flags({ title: "x", marketingActive: true });
    expect(canReopenStep(TOY, 1, onThree)).toBe(true);
    const done = flags({ title: "x", marketingActive: true, saleConfirmed: true });
    expect(canReopenStep(TOY, 1, done)).toBe(false);
    expect(initiallyOpenStep(TOY, done)).toBe(3);
  });
});

describe("the private sale as data", () => {
  test("six steps; 3 to 6 locked until the campaign is paid", () => {
    expect(labels(SALE_PROCESS, flags({ title: "Piso" }))).toEqual([
      "Completado",
      "En curso",
      "Bloqueado",
      "Bloqueado",
      "Bloqueado",
      "Bloqueado",
    ]);
  });

  test("every completed step can be redone until the sale is confirmed", () => {
    const atNotary = flags({ title: "Piso", marketingActive: true, visitsManaged: true, arrasSigned: true });
    expect([1, 2, 3, 4].every((step) => canReopenStep(SALE_PROCESS, step, atNotary))).toBe(true);
    expect(canActOnStep(SALE_PROCESS, 6, atNotary)).toBe(false);
  });
});

describe("the agency collaboration as data", () => {
  test("after the paid campaign the agreement is current and the final fee can be paid", () => {
    const paid = flags({ title: "Local", marketingActive: true });
    expect(labels(AGENCY_PROCESS, paid)).toEqual(["Completado", "Completado", "En curso", "Pendiente"]);
    expect(canActOnStep(AGENCY_PROCESS, 3, paid)).toBe(false);
    expect(canActOnStep(AGENCY_PROCESS, 4, paid)).toBe(true);
  });

  test("the listing reopens for editing; the paid campaign does not", () => {
    const paid = flags({ title: "Local", marketingActive: true });
    expect(canReopenStep(AGENCY_PROCESS, 1, paid)).toBe(true);
    expect(canReopenStep(AGENCY_PROCESS, 2, paid)).toBe(false);
  });

  test("a confirmed sale completes all four steps", () => {
    const sold = flags({ title: "Local", marketingActive: true, saleConfirmed: true });
    expect(labels(AGENCY_PROCESS, sold)).toEqual(["Completado", "Completado", "Completado", "Completado"]);
  });
});

describe("the step a link asks to open (?paso=N)", () => {
  test("a step of the process that is not locked; anything else is ignored", () => {
    const started = flags({ title: "Piso en Chamberí" });
    expect(requestedStep(SALE_PROCESS, started, "1")).toBe(1);
    expect(requestedStep(SALE_PROCESS, started, null)).toBeNull();
    expect(requestedStep(SALE_PROCESS, started, "99")).toBeNull();
    expect(requestedStep(SALE_PROCESS, started, "1.5")).toBeNull();
    expect(requestedStep(SALE_PROCESS, started, "<script>")).toBeNull();
  });
});
