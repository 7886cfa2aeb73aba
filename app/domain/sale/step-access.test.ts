import { describe, expect, test } from "vitest";
import { EMPTY_PROGRESS } from "#app/domain/process/steps";
import {
  canCompleteParticularStep,
  initiallyOpenStep,
  particularStepAvailability,
  saleProgress,
} from "./step-access";
import type { ProgressFlags } from "./steps";

const none: ProgressFlags = { ...EMPTY_PROGRESS };
const listed = { ...none, title: "Piso" };
const marketing = { ...listed, marketingActive: true };

describe("which steps of the private sale are open", () => {
  test("a new listing: step 1 current, 2 upcoming, 3 to 6 locked", () => {
    expect([1, 2, 3, 4, 5, 6].map((step) => particularStepAvailability(step, none))).toEqual([
      "current",
      "upcoming",
      "locked",
      "locked",
      "locked",
      "locked",
    ]);
  });

  test("steps 3 to 6 stay locked while marketing is not active", () => {
    expect(particularStepAvailability(3, listed)).toBe("locked");
    expect(canCompleteParticularStep(3, listed)).toBe(false);
    expect(canCompleteParticularStep(6, { ...listed, notaryDone: true })).toBe(false);
  });

  test("with the campaign paid, step 3 is current and later steps wait their turn", () => {
    expect(particularStepAvailability(2, marketing)).toBe("completed");
    expect(particularStepAvailability(3, marketing)).toBe("current");
    expect(particularStepAvailability(4, marketing)).toBe("upcoming");
    expect(canCompleteParticularStep(3, marketing)).toBe(true);
    expect(canCompleteParticularStep(4, marketing)).toBe(false);
    expect(canCompleteParticularStep(5, marketing)).toBe(false);
  });

  test("completed steps can be redone (the listing can be reopened) until the sale is finished", () => {
    const atNotary = { ...marketing, visitsManaged: true, arrasSigned: true };
    expect(canCompleteParticularStep(1, atNotary)).toBe(true);
    expect(canCompleteParticularStep(4, atNotary)).toBe(true);
    const sold = { ...atNotary, notaryDone: true, saleConfirmed: true };
    expect(canCompleteParticularStep(1, sold)).toBe(false);
    expect([1, 2, 3, 4, 5, 6].every((step) => particularStepAvailability(step, sold) === "completed")).toBe(
      true,
    );
  });

  test("unknown steps can never be completed", () => {
    expect(canCompleteParticularStep(0, marketing)).toBe(false);
    expect(canCompleteParticularStep(7, marketing)).toBe(false);
    expect(canCompleteParticularStep(2.5, marketing)).toBe(false);
  });

  test("the accordion opens on the current step, or the last one when finished", () => {
    expect(initiallyOpenStep(none)).toBe(1);
    expect(initiallyOpenStep(marketing)).toBe(3);
    expect(initiallyOpenStep({ ...marketing, saleConfirmed: true })).toBe(6);
  });
});

describe("a draft listing", () => {
  test("is still on step 1 even with a title: it is done once published", () => {
    const draft = { ...listed, status: "draft" };
    expect(particularStepAvailability(1, saleProgress(draft))).toBe("current");
    expect(particularStepAvailability(2, saleProgress(draft))).toBe("upcoming");
    expect(canCompleteParticularStep(2, saleProgress(draft))).toBe(false);
    expect(particularStepAvailability(1, saleProgress({ ...draft, status: "published" }))).toBe("completed");
  });
});
