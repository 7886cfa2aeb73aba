import type { PropertyOrigin } from "#app/db/schema/properties";

/** The saved facts a property's progress is derived from; the step is never stored. */
export type ProgressFlags = {
  title: string | null;
  saleConfirmed: boolean;
  notaryDone: boolean;
  arrasSigned: boolean;
  visitsManaged: boolean;
  marketingActive: boolean;
};

export const PARTICULAR_STEP_COUNT = 6;
export const AGENCY_STEP_COUNT = 4;

/** Step 7 means all six steps of the private sale are done. */
export const PARTICULAR_FINISHED_STEP = PARTICULAR_STEP_COUNT + 1;
/** Step 5 means all four steps of the agency collaboration are done. */
export const AGENCY_FINISHED_STEP = AGENCY_STEP_COUNT + 1;

export function hasTitle(title: string | null | undefined): boolean {
  return typeof title === "string" && title.trim() !== "";
}

/** The highest completed milestone wins, so a later flag outranks any earlier one left unset. */
export function particularStep(flags: ProgressFlags): number {
  if (flags.saleConfirmed) return 7;
  if (flags.notaryDone) return 6;
  if (flags.arrasSigned) return 5;
  if (flags.visitsManaged) return 4;
  if (flags.marketingActive) return 3;
  if (hasTitle(flags.title)) return 2;
  return 1;
}

/**
 * The collaboration agreement (step 3) is read, not saved, so no flag marks it done: once marketing
 * is active the agency stands on step 3 with the final fee (step 4) open, until the sale closes.
 */
export function agencyStep(flags: ProgressFlags): number {
  if (flags.saleConfirmed) return 5;
  if (flags.marketingActive) return 3;
  if (hasTitle(flags.title)) return 2;
  return 1;
}

export function currentStep(origin: PropertyOrigin, flags: ProgressFlags): number {
  return origin === "agency" ? agencyStep(flags) : particularStep(flags);
}

export function stepCount(origin: PropertyOrigin): number {
  return origin === "agency" ? AGENCY_STEP_COUNT : PARTICULAR_STEP_COUNT;
}

export function isProcessFinished(origin: PropertyOrigin, flags: ProgressFlags): boolean {
  return currentStep(origin, flags) > stepCount(origin);
}

/** Viewings, arras, notary and the final fee only make sense once the campaign has been paid for. */
export function isMarketingLocked(flags: Pick<ProgressFlags, "marketingActive">): boolean {
  return !flags.marketingActive;
}

export function isParticularStepLocked(step: number, flags: ProgressFlags): boolean {
  return step >= 3 && step <= PARTICULAR_STEP_COUNT && isMarketingLocked(flags);
}

/** Steps 1 and 2 are always open; the agreement and the final fee wait for the paid campaign. */
export function isAgencyStepLocked(step: number, flags: ProgressFlags): boolean {
  return step >= 3 && step <= AGENCY_STEP_COUNT && agencyStep(flags) < 3;
}

export function isStepLocked(origin: PropertyOrigin, step: number, flags: ProgressFlags): boolean {
  return origin === "agency" ? isAgencyStepLocked(step, flags) : isParticularStepLocked(step, flags);
}

export const AGENCY_STEP_TITLES = [
  "Publicar la Propiedad",
  "Contratar Campaña de Marketing",
  "Acuerdo de Colaboración",
  "Comisión Final de Agencia",
] as const;

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
