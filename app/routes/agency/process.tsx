import { redirect } from "react-router";
import { legacyAgencyRedirect } from "#app/domain/kernel/process-urls";
import { requireUser } from "#app/http/session.server";
import { redirectToAgencyProcess } from "#app/routes/agency/agency-page.server";
import type { Route } from "./+types/process";

/**
 * `/proceso-agencia` shows nothing of its own: the older query addresses (`?id=…`, `?nueva`, in
 * e-mails already sent) go to their new place, then the agency's newest collaboration opens on its
 * current step, or a new one starts (docs/decisions/0045-process-routes-by-step.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const moved = legacyAgencyRedirect(new URL(request.url));
  if (moved) throw redirect(moved);
  const user = await requireUser(request, context, { from: "agency" });
  return redirectToAgencyProcess(context, user);
}
