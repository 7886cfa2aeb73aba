import { type AppLoadContext, data } from "react-router";
import { isDomainError } from "#app/domain/errors";
import { isPropertyId } from "#app/domain/sale/listing.server";
import { failureStatus } from "#app/http/http-errors.server";
import { redirectWithToast } from "#app/lib/toast.server";

/**
 * What the actions of both process pages (/vender, /proceso-agencia) share: how a refusal answers
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
