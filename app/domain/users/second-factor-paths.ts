import { safeLocalPath } from "#app/lib/safe-local-path";
import { pathTo, ROUTES } from "#app/urls";

/**
 * The page that asks for the code of a session's second factor (routes/auth/second-factor.tsx), and
 * where an account sets up (or an owner turns off) its authenticator app; each keeps where to return.
 */
export const secondFactorPath = (redirectTo?: string | null) =>
  pathTo(ROUTES.secondFactor, { redirectTo: safeLocalPath(redirectTo) });
export const secondFactorSetupPath = (redirectTo?: string | null) =>
  pathTo(ROUTES.secondFactorSetup, { redirectTo: safeLocalPath(redirectTo) });
