import { createHmac } from "node:crypto";
import { isbot } from "isbot";

/**
 * Who a visit is from, without a cookie and without keeping anything that identifies them: a keyed
 * hash of their address, their browser and the listing, salted with a key of the day. The day's
 * key is derived from the server's secret, so every instance computes the same one and nobody
 * without the secret can recompute any day's — not even to test a guessed address against a
 * stored hash. Hashing the listing in makes one person's visits to two listings unlinkable.
 * docs/decisions/0012-listing-funnel.md.
 */
export function visitorHash(input: {
  secret: string;
  day: string;
  ip: string;
  userAgent: string;
  propertyId: string;
}): string {
  const daySalt = createHmac("sha256", input.secret).update(`zaguan-listing-visitor:${input.day}`).digest();
  return createHmac("sha256", daySalt)
    .update(`${input.ip}\n${input.userAgent}\n${input.propertyId}`)
    .digest("base64url")
    .slice(0, 22); // 128 bits: collisions between two visitors of one listing on one day never happen
}

/**
 * Whether a request is a person looking at the page: crawlers, link previews and scripts (which
 * `isbot` names, and anything with no browser name at all) are not, nor is a page the browser
 * fetches ahead in case it is opened (`Sec-Purpose`/`Purpose: prefetch`).
 */
export function isPersonVisiting(headers: {
  userAgent: string | undefined;
  purpose: string | undefined;
}): boolean {
  const userAgent = headers.userAgent?.trim() ?? "";
  if (!userAgent || isbot(userAgent)) return false;
  return !headers.purpose?.toLowerCase().includes("prefetch");
}
