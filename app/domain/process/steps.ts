/**
 * The process shell's step model. A process (the private sale, the agency collaboration) is an
 * ordered list of steps given as data; one set of functions decides, from a property's saved
 * facts, which step it stands on and how every step shows. The step itself is never stored.
 */

/** The saved facts a property's progress is derived from. */
export type ProgressFlags = {
  title: string | null;
  saleConfirmed: boolean;
  notaryDone: boolean;
  arrasSigned: boolean;
  visitsManaged: boolean;
  marketingActive: boolean;
};

export type StepAvailability = "completed" | "current" | "upcoming" | "locked";

/** What the badge of each state reads. */
export const STEP_STATE_LABELS: Record<StepAvailability, string> = {
  completed: "Completado",
  current: "En curso",
  upcoming: "Pendiente",
  locked: "Bloqueado",
};

export type StepRule = {
  number: number;
  title: string;
  /**
   * The saved fact that completes the step. Null for a step that is read, not saved: it is done
   * once a later step is, and while it is current the step after it can already be acted on.
   */
  completedBy: ((flags: ProgressFlags) => boolean) | null;
  /** What the step needs before it opens (null: nothing beyond the steps before it). */
  needs: ((flags: ProgressFlags) => boolean) | null;
  /** Whether the step can be redone once completed ('Reabrir y Editar'). */
  reopens: boolean;
};

export type ProcessRules = {
  steps: readonly StepRule[];
  /** The line a locked step shows under its title. */
  lockedMessage: string;
};

export const EMPTY_PROGRESS: ProgressFlags = {
  title: null,
  saleConfirmed: false,
  notaryDone: false,
  arrasSigned: false,
  visitsManaged: false,
  marketingActive: false,
};

export function hasTitle(title: string | null | undefined): boolean {
  return typeof title === "string" && title.trim() !== "";
}

export const stepCount = (rules: ProcessRules) => rules.steps.length;

/**
 * The step the property stands on: one past the highest completed step, so a later fact outranks
 * any earlier one left unset. One past the last step means the process is finished.
 */
export function processStep(rules: ProcessRules, flags: ProgressFlags): number {
  for (let index = rules.steps.length - 1; index >= 0; index--) {
    if (rules.steps[index]?.completedBy?.(flags)) return index + 2;
  }
  return 1;
}

export function isProcessFinished(rules: ProcessRules, flags: ProgressFlags): boolean {
  return processStep(rules, flags) > stepCount(rules);
}

const ruleOf = (rules: ProcessRules, step: number) => rules.steps[step - 1];

/** A step waits for what it needs (e.g. the paid campaign); a step already behind still shows as done. */
export function isStepLocked(rules: ProcessRules, step: number, flags: ProgressFlags): boolean {
  const rule = ruleOf(rules, step);
  return rule?.needs != null && !rule.needs(flags);
}

/** How a step shows: done, the one to do now, later, or locked. */
export function stepAvailability(rules: ProcessRules, step: number, flags: ProgressFlags): StepAvailability {
  const current = processStep(rules, flags);
  if (step < current) return "completed";
  if (isStepLocked(rules, step, flags)) return "locked";
  return step === current ? "current" : "upcoming";
}

export function stepStates(rules: ProcessRules, flags: ProgressFlags): StepAvailability[] {
  return rules.steps.map((rule) => stepAvailability(rules, rule.number, flags));
}

/** The furthest step that can be acted on: the current one, or past it over open steps only read. */
function actionFrontier(rules: ProcessRules, flags: ProgressFlags): number {
  let frontier = processStep(rules, flags);
  while (ruleOf(rules, frontier)?.completedBy === null && !isStepLocked(rules, frontier, flags)) frontier++;
  return frontier;
}

/**
 * Whether the user may complete (or redo) a step now. The server checks this on every action; the
 * page only mirrors it. Nothing moves once the process is finished.
 */
export function canActOnStep(rules: ProcessRules, step: number, flags: ProgressFlags): boolean {
  const rule = ruleOf(rules, step);
  if (!rule || !Number.isInteger(step) || rule.completedBy === null) return false;
  const current = processStep(rules, flags);
  if (current > stepCount(rules) || isStepLocked(rules, step, flags)) return false;
  if (step < current) return rule.reopens;
  return step <= actionFrontier(rules, flags);
}

/** Whether a completed step offers 'Reabrir y Editar'. */
export function canReopenStep(rules: ProcessRules, step: number, flags: ProgressFlags): boolean {
  return stepAvailability(rules, step, flags) === "completed" && canActOnStep(rules, step, flags);
}

/** The step the accordion opens on: the current one, or the last once the process is finished. */
export function initiallyOpenStep(rules: ProcessRules, flags: ProgressFlags): number {
  return Math.min(processStep(rules, flags), stepCount(rules));
}

/**
 * The step a link asked to open, when it names a step of the process that is not locked; null
 * otherwise (the accordion then opens on the current step). Any URL must render, so nothing throws.
 */
export function requestedStep(
  rules: ProcessRules,
  flags: ProgressFlags,
  param: string | null,
): number | null {
  if (!param || !/^\d{1,2}$/.test(param)) return null;
  const step = Number(param);
  if (!ruleOf(rules, step) || isStepLocked(rules, step, flags)) return null;
  return step;
}
