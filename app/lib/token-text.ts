/**
 * What a token of ours (reset, verification, sign-in and buyer links, unsubscribe, feed) can look
 * like: printable ASCII, no spaces, at most MAX_TOKEN_LENGTH characters. Every one we issue is
 * base64url, hex or a UUID joined by '.', so anything else — a NUL (PostgreSQL refuses it in text:
 * error 22021, which was a 500), a byte that is not UTF-8 (read as U+FFFD), a lone surrogate, any
 * control or non-ASCII character — was made by hand and is answered 400 before it reaches a query.
 * A well-formed token that matches nothing keeps each route's own "link not valid" answer.
 */
export const MAX_TOKEN_LENGTH = 512;

const TOKEN_TEXT = /^[\x21-\x7E]+$/;

export function isTokenText(value: string): boolean {
  return value.length <= MAX_TOKEN_LENGTH && TOKEN_TEXT.test(value);
}

/** A token that was sent (not absent, not empty) and cannot be one of ours: the request is malformed. */
export function isMalformedToken(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return false;
  return typeof value !== "string" || !isTokenText(value);
}
