import { safeLocalPath } from "#app/lib/safe-local-path";

/** The page that asks for the code of a session's second factor (routes/auth/second-factor.tsx). */
export const SECOND_FACTOR_PATH = "/verificacion-en-dos-pasos";
/** Where an account sets up (or an owner turns off) its authenticator app. */
export const SECOND_FACTOR_SETUP_PATH = "/verificacion-en-dos-pasos/configurar";

function withReturn(pathname: string, redirectTo: string | null | undefined) {
  const path = safeLocalPath(redirectTo);
  return path ? `${pathname}?${new URLSearchParams({ redirectTo: path })}` : pathname;
}

export const secondFactorPath = (redirectTo?: string | null) => withReturn(SECOND_FACTOR_PATH, redirectTo);
export const secondFactorSetupPath = (redirectTo?: string | null) =>
  withReturn(SECOND_FACTOR_SETUP_PATH, redirectTo);
