import { createCookie } from "react-router";
import { getEnv } from "#app/lib/env.server";
import { z } from "#app/lib/zod";

/**
 * The visitor's cookie choice (privacy policy: technical cookies always, analytics only with
 * consent). Remembered for a year with the date it was given, as consent records should be.
 * Not signed: it only records the visitor's own choice.
 */
const ConsentSchema = z.object({
  analytics: z.boolean(),
  date: z.iso.datetime(),
});

export type ConsentDecision = z.infer<typeof ConsentSchema>;
/**
 * What pages show of it. The date stays in the cookie as the record, out of the page: a page the
 * visitor's choice does not otherwise change is then the same for every visitor who chose alike.
 */
export type ConsentChoice = Pick<ConsentDecision, "analytics">;

export const CONSENT_COOKIE_NAME = "zaguan-consent";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

let cookie: ReturnType<typeof createCookie> | undefined;
function consentCookie() {
  cookie ??= createCookie(CONSENT_COOKIE_NAME, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: getEnv().isProduction,
    maxAge: ONE_YEAR_SECONDS,
  });
  return cookie;
}

/** The stored decision, or null when the visitor has not chosen yet (or the cookie is unreadable). */
export async function readConsent(request: Request): Promise<ConsentDecision | null> {
  return parseConsent(request.headers.get("Cookie"));
}

/** The same, from a raw `Cookie` header. */
export async function parseConsent(cookieHeader: string | null): Promise<ConsentDecision | null> {
  const raw = await consentCookie().parse(cookieHeader);
  const parsed = ConsentSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The `Set-Cookie` value recording a new decision, dated now. */
export async function serializeConsent(analytics: boolean, now = new Date()) {
  const decision: ConsentDecision = { analytics, date: now.toISOString() };
  return { decision, setCookie: await consentCookie().serialize(decision) };
}

/**
 * Forms that change cookies (consent, sign-out) refuse posts from other sites. Browsers send
 * `Sec-Fetch-Site` and `Origin` on form posts; when neither is present (old clients, curl) the
 * SameSite=Lax cookies are the remaining guard.
 */
export function isCrossSiteRequest(request: Request, publicUrl: string) {
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return origin === "null";
  const allowed = new Set([new URL(request.url).origin, new URL(publicUrl).origin]);
  return !allowed.has(origin);
}
