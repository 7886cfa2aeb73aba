/**
 * An expected failure of the business: a stable code for the program and a Spanish message that is
 * safe to show the user as it is (Documenso's AppError).
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly userMessage: string,
  ) {
    super(`${code}: ${userMessage}`);
    this.name = "DomainError";
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** The HTTP status a refusal answers with: unknown (or not yours) 404, not allowed 403, else 409. */
export function domainErrorStatus(error: DomainError): 403 | 404 | 409 {
  if (error.code === "not_found") return 404;
  if (error.code === "forbidden") return 403;
  return 409;
}
