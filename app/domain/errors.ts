/**
 * The one way the domain reports an expected failure (ADR 0034, after Documenso's AppError): a code
 * from a closed list for the program, a Spanish message safe to show the user as it is, and, for the
 * one failure that needs them, details for the page. No HTTP here: `app/http/http-errors.server.ts`
 * turns a code into a status. A failure the page shows inline as a normal outcome (a form's field,
 * a rate limit with its wait) stays a typed result of its function, without a status.
 *
 * The list holds what a caller tells apart: a generic kind where the status and the message are all
 * a route needs, a named one where some page answers it differently.
 */
export const FAILURE_CODES = [
  /** Unknown, or not the actor's: a stranger learns nothing more. */
  "not_found",
  /** Known, but this actor may not do it (a tester's shortcut, one's own role). */
  "forbidden",
  /** The state of things does not allow it now (a locked step, a finished sale, already done). */
  "conflict",
  /** The request itself is wrong (a photo too large, an order that is not the listing's photos). */
  "invalid",
  /** Every check passed; the person has not confirmed yet (`app/lib/confirmation.ts`). */
  "confirmation_required",
  /** An outside buyer against the platform's record: a reason is needed (details: the evidence). */
  "reason_required",
  /** Publishing needs more photos than the listing has. */
  "not_enough_photos",
  /** The agency's management contract is missing. */
  "contract_missing",
  /** The management contract sent is not a usable PDF. */
  "contract_invalid",
  /** None of the photos sent could be stored. */
  "photos_failed",
  /** The management contract could not be stored. */
  "contract_store_failed",
  /** A payment whose invoice names the payer, who has not given a domicile and DNI yet (ADR 0041). */
  "billing_details_required",
  /** The payment provider refused or failed to start a payment. */
  "provider_failed",
  /** A shared resource is full for now (the e-mail queue): try again later. */
  "unavailable",
] as const;

export type FailureCode = (typeof FAILURE_CODES)[number];

export class DomainError extends Error {
  readonly details: unknown;

  constructor(
    readonly code: FailureCode,
    readonly userMessage: string,
    options: { details?: unknown; cause?: unknown } = {},
  ) {
    super(`${code}: ${userMessage}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DomainError";
    this.details = options.details;
  }
}

/** Whether it is a domain failure (of that code, when one is named). */
export const isDomainError = (error: unknown, code?: FailureCode): error is DomainError =>
  error instanceof DomainError && (code === undefined || error.code === code);
