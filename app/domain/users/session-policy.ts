/**
 * How long a sign-in lasts. Sliding: each day of use pushes the end out to 7 days from then.
 * Absolute: 30 days after signing in the session ends however active it is, so a stolen cookie
 * cannot be kept alive forever.
 */
const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_SLIDING_SECONDS = 7 * DAY_SECONDS;
export const SESSION_REFRESH_SECONDS = DAY_SECONDS;
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY_SECONDS;

/** A reset link works for an hour; a verification link for a day (people read mail later). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const VERIFICATION_TOKEN_TTL_HOURS = 24;
/** A one-time sign-in link is asked for on the spot and used at once: a quarter of an hour. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;

export function isPastAbsoluteLifetime(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() >= SESSION_ABSOLUTE_SECONDS * 1000;
}

/** better-auth names its cookies `${prefix}.…` (`__Secure-${prefix}.…` over HTTPS). */
export const SESSION_COOKIE_PREFIX = "zaguan";
const SESSION_TOKEN_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token=`;

/**
 * Whether a request could belong to a signed-in user at all: without the session-token cookie
 * there is nothing for better-auth to look up, so most visitors' pages skip it entirely.
 */
export function mayCarrySession(cookieHeader: string | null): boolean {
  return cookieHeader?.includes(SESSION_TOKEN_COOKIE) ?? false;
}
