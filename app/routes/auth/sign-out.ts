import { redirect } from "react-router";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { redirectWithToast } from "#app/lib/toast.server";
import type { Route } from "./+types/sign-out";

/** Signing out changes state, so only the header's POST form does it; a visit just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL)) return redirect("/");
  const headers = new Headers();
  try {
    const response = await context.auth.api.signOut({ headers: request.headers, asResponse: true });
    // Forward better-auth's cookie clearing even when the session had already ended (401/404 are fine).
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    // An already-ended session is not an error for the person leaving; anything else is logged.
    context.logger.warn({ err: error }, "sign-out: session could not be ended");
  }
  return redirectWithToast(
    "/",
    { title: "Has cerrado sesión", description: "¡Hasta pronto!", variant: "success" },
    { headers },
    { secret: context.env.AUTH_SECRET },
  );
}
