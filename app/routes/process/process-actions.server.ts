import { type AppLoadContext, data } from "react-router";
import { isDomainError } from "#app/domain/errors";
import { isNewProperty } from "#app/domain/kernel/process-urls";
import { isPropertyId } from "#app/domain/sale/listing.server";
import type { AuthReason } from "#app/domain/users/redirects";
import { failureStatus } from "#app/http/http-errors.server";
import { requireUser } from "#app/http/session.server";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput } from "../action-input";

/**
 * What the actions of both processes (/vender/…, /proceso-agencia/…) share: how a refusal answers
 * (a destructive toast, the form's reply, the intent it answers), how a success redirects with a
 * signed flash toast, and how a property id is read from the form. Each page keeps its own intents.
 */
export type ToastMessage = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
};

/** A refused action: its toast (destructive unless said), its status, and what the page reads back. */
export const failure = (toast: ToastMessage, status: number, extra: Record<string, unknown> = {}) =>
  data({ ...extra, toast: { variant: "destructive" as const, ...toast } }, { status });

/** An expected refusal of the business becomes a toast with its Spanish message; anything else is a bug. */
export function domainFailure(
  error: unknown,
  { title = "Error", intent }: { title?: string; intent: string },
) {
  if (!isDomainError(error)) throw error;
  return failure({ title, description: error.userMessage }, failureStatus(error), { intent });
}

/** A redirect with a flash toast signed with this server's secret. */
export const redirectWithToastFor = (
  context: AppLoadContext,
  url: string,
  toast: ToastMessage,
  init?: ResponseInit,
) => redirectWithToast(url, toast, init, { secret: context.env.AUTH_SECRET });

/** The form's property id when it is one, else null (never trusted further: the domain checks ownership). */
export function propertyIdOf(formData: FormData): string | null {
  const value = formData.get("propertyId");
  return isPropertyId(value) ? value : null;
}

/** A tester's paid step without paying: which one, from the form; null when the form names none. */
export function testerPayInput(formData: FormData) {
  const propertyId = propertyIdOf(formData);
  const product = formData.get("product");
  if (!propertyId || (product !== "marketing" && product !== "final_fee")) return null;
  return { propertyId, product } as const;
}

type IntentHandlers = Record<string, (input: SignedInActionInput) => unknown>;
type ActionArgs = { request: Request; context: AppLoadContext; params: { propertyId?: string } };

/**
 * The form's property is the URL's: a form naming another is refused, and one naming none acts on
 * the URL's (`nueva`: on none, a new property). Without a property in the URL the form says.
 */
function bindToUrlProperty(formData: FormData, urlProperty: string | undefined) {
  if (urlProperty === undefined) return;
  const expected = isNewProperty(urlProperty) ? null : urlProperty;
  const named = formData.get("propertyId");
  if (typeof named === "string" && named !== "" && named !== expected)
    throw data("Propiedad no válida", { status: 400 });
  if (expected === null) formData.delete("propertyId");
  else formData.set("propertyId", expected);
}

/**
 * The action of one process route (the layout or one step): its own forms, by their `intent`; each
 * handler checks whose property it is (in its query). A step never acts on another property than
 * its URL's (docs/decisions/0045-process-routes-by-step.md).
 */
export function processAction<Handlers extends IntentHandlers>(
  handlers: Handlers,
  options: { from?: AuthReason } = {},
) {
  return async ({ request, context, params }: ActionArgs) => {
    const user = await requireUser(request, context, options);
    const formData = await request.formData();
    const intent = String(formData.get("intent") ?? "");
    if (!Object.hasOwn(handlers, intent)) throw data("Acción desconocida", { status: 400 });
    bindToUrlProperty(formData, params.propertyId);
    return (await handlers[intent as keyof Handlers]?.({ context, request, user, formData })) as Awaited<
      ReturnType<Handlers[keyof Handlers]>
    >;
  };
}
