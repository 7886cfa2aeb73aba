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
