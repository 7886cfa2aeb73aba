import { createCookie } from "react-router";

/**
 * The heart pressed by a visitor who is not signed in: the listing waits in a signed,
 * short-lived cookie while they go through /auth, and is saved when they are back on that same
 * listing's page signed in. Only our own form (Origin checked) sets it; the id is checked again
 * (the listing must exist and be published) when it is saved.
 */
const PENDING_FAVOURITE_COOKIE = "zaguan-favorito";
/** Long enough to sign up and verify an e-mail address; a stale wish should not resurface later. */
const PENDING_MAX_AGE_SECONDS = 60 * 60;

function pendingCookie(secret: string, secure: boolean) {
  return createCookie(PENDING_FAVOURITE_COOKIE, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure,
    secrets: [secret],
    maxAge: PENDING_MAX_AGE_SECONDS,
  });
}

type CookieOptions = { secret: string; secure: boolean };

export function rememberPendingFavourite(propertyId: string, options: CookieOptions): Promise<string> {
  return pendingCookie(options.secret, options.secure).serialize(propertyId);
}

export function forgetPendingFavourite(options: CookieOptions): Promise<string> {
  return pendingCookie(options.secret, options.secure).serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The listing id waiting to be saved, or null (none, expired, or not signed by us). */
export async function readPendingFavourite(request: Request, options: CookieOptions): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${PENDING_FAVOURITE_COOKIE}=`)) return null;
  const value = await pendingCookie(options.secret, options.secure).parse(header);
  return typeof value === "string" && value.length > 0 ? value : null;
}
