import { AGENCY_PROCESS } from "#app/domain/process/processes";
import {
  canActOnStep,
  EMPTY_PROGRESS,
  initiallyOpenStep,
  type ProgressFlags,
  processStep,
  type StepAvailability,
  stepAvailability,
} from "#app/domain/process/steps";

export { AGENCY_STEP_TITLES } from "#app/domain/process/processes";

/** The text a locked step shows. */
export const LOCKED_STEP_MESSAGE = AGENCY_PROCESS.lockedMessage;

export type AgencyProgress = Pick<ProgressFlags, "title" | "marketingActive" | "saleConfirmed">;

const flagsOf = (progress: AgencyProgress): ProgressFlags => ({ ...EMPTY_PROGRESS, ...progress });

/** 1 default; 2 with a title; 3 if marketing_active; 5 if sale_confirmed. */
export function currentAgencyStep(progress: AgencyProgress): number {
  return processStep(AGENCY_PROCESS, flagsOf(progress));
}

/**
 * How a step shows. Step 3 (the agreement) is read, not saved: once marketing is paid it is the
 * current step together with step 4, so 4 shows as 'upcoming' yet can be paid.
 */
export function agencyStepAvailability(step: number, progress: AgencyProgress): StepAvailability {
  return stepAvailability(AGENCY_PROCESS, step, flagsOf(progress));
}

/**
 * Whether the agency may act on a step now (the server checks on every action): steps 1 and 2 until
 * the sale closes (step 2 only with the property created and not yet paid), 4 once marketing is paid.
 */
export function canActOnAgencyStep(step: number, progress: AgencyProgress): boolean {
  return canActOnStep(AGENCY_PROCESS, step, flagsOf(progress));
}

/** The step the accordion opens on: the current one, or the last once everything is done. */
export function initiallyOpenAgencyStep(progress: AgencyProgress): number {
  return initiallyOpenStep(AGENCY_PROCESS, flagsOf(progress));
}

/** 'Has avanzado al paso {n}' after a saved step. */
export const advancedToast = (step: number) => ({
  title: `Has avanzado al paso ${step}`,
  variant: "success" as const,
});
