import {
  isParticularStepLocked,
  PARTICULAR_FINISHED_STEP,
  PARTICULAR_STEP_COUNT,
  type ProgressFlags,
  particularStep,
} from "./steps";

/**
 * The progress flags as the private sale reads them. The spec counts step 1 as done once the
 * listing has a title; here a listing can also be a draft (saved, not yet published), and its
 * step 1 is done only when it is published — so a draft's title does not count.
 */
export function saleProgress<T extends ProgressFlags & { status: string }>(property: T): ProgressFlags {
  return {
    title: property.status === "draft" ? null : property.title,
    saleConfirmed: property.saleConfirmed,
    notaryDone: property.notaryDone,
    arrasSigned: property.arrasSigned,
    visitsManaged: property.visitsManaged,
    marketingActive: property.marketingActive,
  };
}

export type StepAvailability = "completed" | "current" | "upcoming" | "locked";

/**
 * How a step of the private sale shows: done, the one to do now, later, or locked (steps 3 to 6
 * wait for the paid campaign, spec §2). Once the sale is finished every step is done.
 */
export function particularStepAvailability(step: number, flags: ProgressFlags): StepAvailability {
  const current = particularStep(flags);
  if (step < current) return "completed";
  if (isParticularStepLocked(step, flags)) return "locked";
  return step === current ? "current" : "upcoming";
}

/**
 * Whether the owner may complete (or redo) a step now: every earlier step is done, marketing is
 * paid for the later ones, and the sale is not finished. The server checks this on every action;
 * the page only mirrors it.
 */
export function canCompleteParticularStep(step: number, flags: ProgressFlags): boolean {
  if (!Number.isInteger(step) || step < 1 || step > PARTICULAR_STEP_COUNT) return false;
  const current = particularStep(flags);
  if (current >= PARTICULAR_FINISHED_STEP) return false;
  if (isParticularStepLocked(step, flags)) return false;
  return step <= current;
}

/** The step the accordion opens on: the current one, or the last when the sale is finished. */
export function initiallyOpenStep(flags: ProgressFlags): number {
  return Math.min(particularStep(flags), PARTICULAR_STEP_COUNT);
}
