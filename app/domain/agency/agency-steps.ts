import type { StepAvailability } from "#app/domain/sale/step-access";
import {
  AGENCY_FINISHED_STEP,
  AGENCY_STEP_COUNT,
  agencyStep,
  isAgencyStepLocked,
  type ProgressFlags,
} from "#app/domain/sale/steps";

export { AGENCY_STEP_TITLES } from "#app/domain/sale/steps";

/** Spec §2: the text a locked step shows. */
export const LOCKED_STEP_MESSAGE =
  "Paso Bloqueado: Debes completar los pasos anteriores para desbloquear este.";

export type AgencyProgress = Pick<ProgressFlags, "title" | "marketingActive" | "saleConfirmed">;

const flagsOf = (progress: AgencyProgress): ProgressFlags => ({
  ...progress,
  notaryDone: false,
  arrasSigned: false,
  visitsManaged: false,
});

/** Spec §4: 1 default; 2 with a title; 3 if marketing_active; 5 if sale_confirmed. */
export function currentAgencyStep(progress: AgencyProgress): number {
  return agencyStep(flagsOf(progress));
}

/**
 * How a step shows. Step 3 (the agreement) is read, not saved: once marketing is paid it is the
 * current step together with step 4, so 4 shows as 'upcoming' yet can be paid.
 */
export function agencyStepAvailability(step: number, progress: AgencyProgress): StepAvailability {
  const current = currentAgencyStep(progress);
  if (step < current) return "completed";
  if (isAgencyStepLocked(step, flagsOf(progress))) return "locked";
  return step === current ? "current" : "upcoming";
}

/**
 * Whether the agency may act on a step now (the server checks on every action): steps 1 and 2 until
 * the sale closes (step 2 only with the property created and not yet paid), 4 once marketing is paid.
 */
export function canActOnAgencyStep(step: number, progress: AgencyProgress): boolean {
  const current = currentAgencyStep(progress);
  if (current >= AGENCY_FINISHED_STEP) return false;
  if (step === 1) return true;
  if (step === 2) return current === 2;
  if (step === 4) return current === 3;
  return false;
}

/** The step the accordion opens on: the current one, or the last once everything is done. */
export function initiallyOpenAgencyStep(progress: AgencyProgress): number {
  return Math.min(currentAgencyStep(progress), AGENCY_STEP_COUNT);
}

/** 'Has avanzado al paso {n}' after a saved step (spec §2). */
export const advancedToast = (step: number) => ({
  title: `Has avanzado al paso ${step}`,
  variant: "success" as const,
});
