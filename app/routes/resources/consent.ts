import { data, redirect } from "react-router";
import { isCrossSiteRequest, serializeConsent } from "#app/lib/cookies.server";
import { safeLocalPath } from "#app/lib/safe-local-path";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/consent";

/** Nothing to show here: the widget lives in the page shell. */
export function loader() {
  return redirect(ROUTES.home);
}

/**
 * Records the cookie choice. From the widget's fetcher it answers with data (the page stays put);
 * from the plain form (no JavaScript) it sends the visitor back to the page they were on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL)) {
    throw data({ error: "Petición no permitida." }, { status: 403 });
  }
  const form = await request.formData();
  const choice = form.get("analytics");
  if (choice !== "true" && choice !== "false") {
    throw data({ error: "Elige aceptar o rechazar las cookies analíticas." }, { status: 400 });
  }
  const { decision, setCookie } = await serializeConsent(choice === "true");
  const headers = { "Set-Cookie": setCookie, "Cache-Control": "no-store" };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeLocalPath(redirectTo) ?? ROUTES.home, { headers });
  return data({ consent: decision }, { headers });
}
