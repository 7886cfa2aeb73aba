import { randomBytes } from "node:crypto";
import { isSignedValue, signValue } from "./signed-value.server";

/**
 * The time a form was handed out, and a random id of this one copy of the form, signed so a client
 * can forge neither: `<ms>.<id>.<hmac>`. A public form reads it back to refuse submissions sent
 * faster than a person types (bots post at once) and forms kept open for days; the id lets a form
 * serve one submission only (the buyer forms store it with their lead). The key is derived from
 * the app secret for this one use, so a stamp can never pass for any other signed value.
 *
 * A stamp is bound to a scope — what the page it was handed out on lets one post to (a listing's
 * forms, `formStampScopeOfPath`) — and signed with it: read against another scope, it is no stamp,
 * so one taken from listing A's page is refused on listing B (docs/decisions/0024-held-leads.md).
 */
const PURPOSE = "zaguan form stamp v3";
const STAMP_PATTERN = /^(\d{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export type FormStamp = {
  /** When the form was handed out (ms since the epoch). */
  issuedAt: number;
  /** This copy's own id: two page loads, even in the same millisecond, never share one. */
  id: string;
};

const signed = (scope: string, issuedAtAndId: string) => `${scope}\n${issuedAtAndId}`;

export function issueFormStamp(secret: string, scope: string, now = Date.now()): string {
  const issuedAt = String(Math.trunc(now)).padStart(13, "0");
  const value = `${issuedAt}.${randomBytes(16).toString("base64url")}`;
  return `${value}.${signValue(secret, PURPOSE, signed(scope, value))}`;
}

/** What the stamp says, or null when it is missing, malformed, forged or handed out for another scope. */
export function readFormStamp(secret: string, stamp: unknown, scope: string): FormStamp | null {
  if (typeof stamp !== "string") return null;
  const match = STAMP_PATTERN.exec(stamp);
  if (!match) return null;
  const [, issuedAt = "", id = "", given = ""] = match;
  return isSignedValue(secret, PURPOSE, signed(scope, `${issuedAt}.${id}`), given)
    ? { issuedAt: Number(issuedAt), id }
    : null;
}
