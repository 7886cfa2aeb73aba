import type { DomainError, FailureCode } from "#app/domain/errors";

/**
 * The one place a domain failure becomes an HTTP status (ADR 0034). Every code has one: a new code
 * does not compile until it is given its status here.
 */
export const FAILURE_STATUS = {
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  invalid: 400,
  confirmation_required: 409,
  reason_required: 409,
  not_enough_photos: 409,
  contract_missing: 409,
  contract_invalid: 422,
  photos_failed: 422,
  contract_store_failed: 500,
  billing_details_required: 409,
  provider_failed: 502,
  unavailable: 503,
} as const satisfies Record<FailureCode, number>;

export type FailureStatus = (typeof FAILURE_STATUS)[FailureCode];

/**
 * The status a refusal answers with. A form that answers one code as a field error rather than a
 * refusal names that status in `asForm` (the agency's save answers a missing contract 400, say).
 */
export function failureStatus(
  error: DomainError,
  asForm: Partial<Record<FailureCode, 400 | 422>> = {},
): number {
  return asForm[error.code] ?? FAILURE_STATUS[error.code];
}
