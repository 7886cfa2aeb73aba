import type { PropertyOrigin } from "#app/db/schema/properties";
import { AGENCY_STEPS, SALE_STEPS } from "#app/domain/kernel/process-urls";
import { hasTitle, type ProcessRules, type ProgressFlags, type StepRule } from "./steps";

/** Steps 3 onwards wait for the paid campaign. */
const paidCampaign = (flags: ProgressFlags) => flags.marketingActive;

/** The private sale: six steps, each completed by a saved fact, each redoable. */
const SALE_COMPLETED_BY: readonly ((flags: ProgressFlags) => boolean)[] = [
  (flags) => hasTitle(flags.title),
  (flags) => flags.marketingActive,
  (flags) => flags.visitsManaged,
  (flags) => flags.arrasSigned,
  (flags) => flags.notaryDone,
  (flags) => flags.saleConfirmed,
];

/** The titles of the sale's steps (their addresses: kernel/process-urls.ts). */
export const SALE_STEP_TITLES: readonly string[] = SALE_STEPS.map((step) => step.title);

export const SALE_PROCESS: ProcessRules = {
  steps: SALE_STEP_TITLES.map(
    (title, index): StepRule => ({
      number: index + 1,
      title,
      completedBy: SALE_COMPLETED_BY[index] ?? null,
      needs: index + 1 >= 3 ? paidCampaign : null,
      reopens: true,
    }),
  ),
  lockedMessage: "Paso bloqueado: activa la campaña de marketing (paso 2) para desbloquearlo.",
};

export const AGENCY_STEP_TITLES: readonly string[] = AGENCY_STEPS.map((step) => step.title);

/**
 * The agency collaboration. The agreement (step 3) is read, not saved:
 * once the campaign is paid the agency stands on it with the final fee (step 4) already payable.
 * A paid campaign cannot be redone; the listing can be edited until the sale closes.
 */
export const AGENCY_PROCESS: ProcessRules = {
  steps: [
    {
      number: 1,
      title: AGENCY_STEPS[0].title,
      completedBy: (f) => hasTitle(f.title),
      needs: null,
      reopens: true,
    },
    { number: 2, title: AGENCY_STEPS[1].title, completedBy: paidCampaign, needs: null, reopens: false },
    { number: 3, title: AGENCY_STEPS[2].title, completedBy: null, needs: paidCampaign, reopens: false },
    {
      number: 4,
      title: AGENCY_STEPS[3].title,
      completedBy: (f) => f.saleConfirmed,
      needs: paidCampaign,
      reopens: false,
    },
  ],
  lockedMessage: "Paso Bloqueado: Debes completar los pasos anteriores para desbloquear este.",
};

export function processRulesFor(origin: PropertyOrigin): ProcessRules {
  return origin === "agency" ? AGENCY_PROCESS : SALE_PROCESS;
}
