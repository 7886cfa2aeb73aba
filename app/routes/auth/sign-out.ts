import { redirect } from "react-router";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { AUTH_MESSAGES } from "#app/domain/users/auth-messages";
import { signOut } from "#app/domain/users/sign-out.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { refererPath } from "#app/lib/safe-local-path";
import { redirectWithToast } from "#app/lib/toast.server";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/sign-out";

/** Signing out changes state, so only a POST form does it; a visit just goes home. */
export function loader() {
  return redirect(ROUTES.home);
}

/**
 * 'Salir' (scope=local) or "cerrar sesión en todos los dispositivos" (scope=global). The browser
 * clears its local data when it submits (components/layout/account-actions.tsx).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL)) return redirect(ROUTES.home);
  const form = await request.formData();
  const scope = form.get("scope") === "global" ? "global" : "local";
  const outcome = await signOut(authDeps(context), { headers: request.headers, scope });
  const secret = { secret: context.env.AUTH_SECRET };
  if (!outcome.ok) {
    // Still signed in: back to where they were, saying so.
    return redirectWithToast(
      refererPath(request) ?? ROUTES.home,
      {
        title: AUTH_MESSAGES.signOutFailedTitle,
        description: AUTH_MESSAGES.somethingWentWrong,
        variant: "destructive",
      },
      undefined,
      secret,
    );
  }
  const headers = new Headers();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    ROUTES.home,
    {
      title: AUTH_MESSAGES.signedOutTitle,
      description: scope === "global" ? AUTH_MESSAGES.signedOutEverywhere : AUTH_MESSAGES.signedOut,
      variant: "success",
    },
    { headers },
    // Home is a public page: a full page load, so it shows the toast (see redirectWithToast).
    { ...secret, document: true },
  );
}
