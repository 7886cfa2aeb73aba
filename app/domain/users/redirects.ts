import { AGENCY_PROCESS_PATH } from "#app/domain/kernel/process-urls";
import { type Locale, unprefixedPath } from "#app/lib/i18n/locales";
import { safeLocalPath } from "#app/lib/safe-local-path";
import { localePathTo, ROUTES } from "#app/urls";

/** Where a person lands after signing in. */
export const DEFAULT_AFTER_SIGN_IN = ROUTES.dashboard;

/**
 * Why someone arrives at /auth, named in its `from` parameter: the agency landing's button, or a
 * buyer's heart ('favorito') or 'Guardar búsqueda' ('busqueda'), for which the page speaks to
 * buyers. Anything else is no reason at all (checked on the server, never a path).
 */
export const AUTH_REASONS = ["agency", "favorito", "busqueda"] as const;
export type AuthReason = (typeof AUTH_REASONS)[number];

export function authReasonOf(value: unknown): AuthReason | null {
  return AUTH_REASONS.find((reason) => reason === value) ?? null;
}

/** Pages it makes no sense to return to right after signing in. */
const NOT_AFTER_SIGN_IN = [
  ROUTES.auth,
  ROUTES.signOut,
  ROUTES.verifyEmail,
  ROUTES.resetPassword,
  ROUTES.requestPasswordReset,
  ROUTES.signInLink,
];

/** from=agency wins (the agency landing's button); then a remembered page; then the dashboard. */
export function afterSignInPath({ from, redirectTo }: { from?: string | null; redirectTo?: string | null }) {
  if (from === "agency") return AGENCY_PROCESS_PATH;
  const path = safeLocalPath(redirectTo);
  if (!path) return DEFAULT_AFTER_SIGN_IN;
  // The same pages in another language (`/en/reset-password`) are no place to return to either.
  const pathname = unprefixedPath(path.split(/[?#]/)[0] as string);
  if (NOT_AFTER_SIGN_IN.some((page) => pathname === page || pathname.startsWith(`${page}/`))) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return path;
}

/**
 * The /auth URL that keeps where to go afterwards (the tabs, the links after verifying), in the
 * page's language (`/en/auth`; Spanish at the root).
 */
export function authPageHref({
  tab,
  from,
  redirectTo,
  locale = "es",
}: {
  tab?: "login" | "signup";
  from?: AuthReason | null;
  redirectTo?: string | null;
  locale?: Locale;
}) {
  return localePathTo(locale, ROUTES.auth, {
    tab: tab === "signup" ? "registro" : null,
    from: from || null,
    redirectTo: redirectTo || null,
  });
}
