import type { PropertyOrigin } from "#app/db/schema/properties";

import { AGENCY_PROCESS, processRulesFor, SALE_PROCESS } from "#app/domain/process/processes";
import {
  hasTitle,
  isStepLocked as isProcessStepLocked,
  type ProgressFlags,
  processStep,
} from "#app/domain/process/steps";

export { AGENCY_STEP_TITLES } from "#app/domain/process/processes";
export { hasTitle, type ProgressFlags };

export const PARTICULAR_STEP_COUNT = SALE_PROCESS.steps.length;
export const AGENCY_STEP_COUNT = AGENCY_PROCESS.steps.length;

/** Step 7 means all six steps of the private sale are done. */
export const PARTICULAR_FINISHED_STEP = PARTICULAR_STEP_COUNT + 1;
/** Step 5 means all four steps of the agency collaboration are done. */
export const AGENCY_FINISHED_STEP = AGENCY_STEP_COUNT + 1;

/** The highest completed milestone wins, so a later flag outranks any earlier one left unset. */
export function particularStep(flags: ProgressFlags): number {
  return processStep(SALE_PROCESS, flags);
}

/**
 * The collaboration agreement (step 3) is read, not saved, so no flag marks it done: once marketing
 * is active the agency stands on step 3 with the final fee (step 4) open, until the sale closes.
 */
export function agencyStep(flags: ProgressFlags): number {
  return processStep(AGENCY_PROCESS, flags);
}

export function currentStep(origin: PropertyOrigin, flags: ProgressFlags): number {
  return processStep(processRulesFor(origin), flags);
}

export function stepCount(origin: PropertyOrigin): number {
  return processRulesFor(origin).steps.length;
}

export function isProcessFinished(origin: PropertyOrigin, flags: ProgressFlags): boolean {
  return currentStep(origin, flags) > stepCount(origin);
}

/** Viewings, arras, notary and the final fee only make sense once the campaign has been paid for. */
export function isMarketingLocked(flags: Pick<ProgressFlags, "marketingActive">): boolean {
  return !flags.marketingActive;
}

export function isParticularStepLocked(step: number, flags: ProgressFlags): boolean {
  return isProcessStepLocked(SALE_PROCESS, step, flags);
}

/** Steps 1 and 2 are always open; the agreement and the final fee wait for the paid campaign. */
export function isAgencyStepLocked(step: number, flags: ProgressFlags): boolean {
  return step < agencyStep(flags) ? false : isProcessStepLocked(AGENCY_PROCESS, step, flags);
}

export function isStepLocked(origin: PropertyOrigin, step: number, flags: ProgressFlags): boolean {
  return origin === "agency" ? isAgencyStepLocked(step, flags) : isParticularStepLocked(step, flags);
}

export const PARTICULAR_CHECKLIST = [
  "Crear ficha del inmueble",
  "Contratar marketing",
  "Preparar visitas",
  "Crear contrato de arras",
  "Preparar cita en notaría",
  "Marcar como vendido",
] as const;

export const AGENCY_CHECKLIST = [
  "Publicar la Propiedad",
  "Contratar Campaña de Marketing",
  "Acuerdo de Colaboración",
  "Comisión Final",
] as const;

export type ChecklistState = "Completado" | "En curso" | "Pendiente";
export type ChecklistItem = { label: string; state: ChecklistState };

/** Item numbers and steps both count from 1. */
export function checklistItemState(itemNumber: number, step: number): ChecklistState {
  if (itemNumber < step) return "Completado";
  if (itemNumber === step) return "En curso";
  return "Pendiente";
}

export function buildChecklist(origin: PropertyOrigin, flags: ProgressFlags): ChecklistItem[] {
  const labels = origin === "agency" ? AGENCY_CHECKLIST : PARTICULAR_CHECKLIST;
  const step = currentStep(origin, flags);
  return labels.map((label, index) => ({ label, state: checklistItemState(index + 1, step) }));
}
