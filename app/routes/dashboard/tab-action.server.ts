import { type AppLoadContext, data } from "react-router";
import { requireUser } from "#app/http/session.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import type { SignedInActionInput } from "../action-input";

type IntentHandlers = Record<string, (input: SignedInActionInput) => unknown>;

/**
 * The action of one dashboard route: its own forms, by their `intent`. Each handler checks whose
 * object it is (in its query); here, for all of them: the form comes from our own pages (deleting
 * an account or a property must never come from another site), the caller is signed in, and the
 * intent is one of this route's.
 */
export function dashboardAction<Handlers extends IntentHandlers>(handlers: Handlers) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
      throw data("Origen no permitido", { status: 403 });
    const user = await requireUser(request, context);
    const formData = await request.formData();
    const intent = String(formData.get("intent") ?? "");
    if (!Object.hasOwn(handlers, intent)) throw data("Acción desconocida", { status: 400 });
    return (await handlers[intent as keyof Handlers]?.({ context, request, user, formData })) as Awaited<
      ReturnType<Handlers[keyof Handlers]>
    >;
  };
}
