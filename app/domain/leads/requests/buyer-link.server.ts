import { isSignedValue, signValue } from "#app/lib/signed-value.server";
import { pathTo, ROUTES } from "#app/urls";

/**
 * The buyer's own link to a lead (`/solicitud/<token>`): how someone without an account proves,
 * later, that they are the person who sent it — to confirm an offer's e-mail address, cancel or
 * rate a viewing, answer a counteroffer. The token is the lead id signed with a key derived from
 * the app secret for this one use, so it needs no column and cannot pass for any other signed
 * value. Whoever holds the e-mail holds the link, as with a password-reset e-mail.
 */
const PURPOSE = "zaguan buyer lead link v1";
const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

export function buyerLinkToken(secret: string, leadId: string): string {
  return `${leadId}.${signValue(secret, PURPOSE, leadId)}`;
}

export function buyerLinkUrl(publicUrl: string, secret: string, leadId: string): string {
  return new URL(
    pathTo(ROUTES.buyerRequest, { token: buyerLinkToken(secret, leadId) }),
    publicUrl,
  ).toString();
}

/** The lead id a token names, or null when it is malformed or not signed by this server. */
export function readBuyerLinkToken(secret: string, token: unknown): string | null {
  if (typeof token !== "string") return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, leadId = "", given = ""] = match;
  return isSignedValue(secret, PURPOSE, leadId, given) ? leadId : null;
}
