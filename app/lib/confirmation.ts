/**
 * A second look before a final action, the server's half. A form built with
 * `ConfirmableForm` (app/components/ui/confirm-action.tsx) sends `confirmed=yes` once the person has
 * confirmed in its dialog. Without JavaScript the first post arrives without it: the action answers
 * `confirmationNeeded(formData)` and the page shows the same question as a plain form that re-posts
 * what was typed, with `confirmed=yes`. The action does nothing until then.
 */
export const CONFIRM_FIELD = "confirmed";
/**
 * The code of the domain's refusal when every check passed but the person has not confirmed yet:
 * the domain checks first (whose it is, whether the step is open), so a stranger is refused as
 * before and the question is asked only of someone who may act.
 */
export const CONFIRMATION_REQUIRED = "confirmation_required";
export const CONFIRMATION_REQUIRED_MESSAGE = "Confirma la acción para continuar.";
export const CONFIRM_KEY_FIELD = "confirmKey";

export type ConfirmRequest = { key: string; fields: Record<string, string> };

export const isConfirmed = (formData: FormData): boolean => formData.get(CONFIRM_FIELD) === "yes";

/** What the action answers to an unconfirmed post: which form asked, and its text fields to send again. */
export function confirmationNeeded(formData: FormData): { confirm: ConfirmRequest } {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && name !== CONFIRM_FIELD && !(name in fields)) fields[name] = value;
  }
  return { confirm: { key: String(formData.get(CONFIRM_KEY_FIELD) ?? ""), fields } };
}

/** The domain refused only for want of a confirmation (a DomainError with that code). */
export const isConfirmationRequired = (error: unknown): boolean =>
  error instanceof Error && "code" in error && error.code === CONFIRMATION_REQUIRED;
