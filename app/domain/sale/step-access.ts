import { SALE_PROCESS } from "#app/domain/process/processes";
import {
  canActOnStep,
  initiallyOpenStep as initiallyOpenProcessStep,
  type ProgressFlags,
  type StepAvailability,
  stepAvailability,
} from "#app/domain/process/steps";

export type { StepAvailability };

/**
 * The progress flags as the private sale reads them. Step 1 counts as done once the
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

/**
 * How a step of the private sale shows: done, the one to do now, later, or locked (steps 3 to 6
 * wait for the paid campaign). Once the sale is finished every step is done.
 */
export function particularStepAvailability(step: number, flags: ProgressFlags): StepAvailability {
  return stepAvailability(SALE_PROCESS, step, flags);
}

/**
 * Whether the owner may complete (or redo) a step now: every earlier step is done, marketing is
 * paid for the later ones, and the sale is not finished. The server checks this on every action;
 * the page only mirrors it.
 */
export function canCompleteParticularStep(step: number, flags: ProgressFlags): boolean {
  return canActOnStep(SALE_PROCESS, step, flags);
}

/** The step the accordion opens on: the current one, or the last when the sale is finished. */
export function initiallyOpenStep(flags: ProgressFlags): number {
  return initiallyOpenProcessStep(SALE_PROCESS, flags);
}
