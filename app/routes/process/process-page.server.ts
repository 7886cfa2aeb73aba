import { type AppLoadContext, data, redirect } from "react-router";
import type { Db } from "#app/db/client.server";
import { findBillingForm } from "#app/domain/invoices/billing-details.server";
import {
  isNewProperty,
  NEW_PROPERTY_SEGMENT,
  type StepList,
  stepOfPath,
} from "#app/domain/kernel/process-urls";
import { paymentProviderFor } from "#app/domain/payments/provider.server";
import {
  initiallyOpenStep,
  type ProcessRules,
  type ProgressFlags,
  stepAvailability,
} from "#app/domain/process/steps";
import { pathTo, ROUTES } from "#app/urls";

/** The card form's settings, the same on both process pages (Stripe returns to the dashboard). */
export function paymentSettings(context: AppLoadContext) {
  return {
    provider: paymentProviderFor(context).name,
    publishableKey: context.publicEnv.STRIPE_PUBLISHABLE_KEY,
    returnUrl: `${context.publicEnv.PUBLIC_URL}${pathTo(ROUTES.dashboard)}`,
  };
}

/** What a payment step shows: the card form's settings and the owner's billing domicile. */
export async function loadPaymentPanel(context: AppLoadContext, userId: string) {
  return { payments: paymentSettings(context), billing: await findBillingForm(context.db, userId) };
}

export type ProcessPageQueries<P> = {
  byId: (db: Db, userId: string, id: string) => Promise<P | null>;
  newest: (db: Db, userId: string) => Promise<P | null>;
  underWayIds: (db: Db, userId: string) => Promise<string[]>;
};

/** How a process's URLs and steps are read (docs/decisions/0045-process-routes-by-step.md). */
export type ProcessRoutes<P> = {
  queries: ProcessPageQueries<P>;
  rules: ProcessRules;
  steps: StepList;
  progress: (property: P) => ProgressFlags;
  stepPath: (propertyId: string, step: number) => string;
};

/** One of the user's own properties of the process, or a 404 (the same answer as no property at all). */
export async function requireOwnProcessProperty<P>(
  context: AppLoadContext,
  userId: string,
  propertyId: string | undefined,
  queries: ProcessPageQueries<P>,
): Promise<P> {
  const property = propertyId ? await queries.byId(context.db, userId, propertyId) : null;
  if (!property) throw data("Propiedad no encontrada", { status: 404 });
  return property;
}

/** Where the process opens without a property named: the newest still under way on its current step, else a new one. */
export async function processEntryPath<P extends { id: string }>(
  context: AppLoadContext,
  userId: string,
  routes: ProcessRoutes<P>,
): Promise<string> {
  const newest = await routes.queries.newest(context.db, userId);
  if (!newest) return routes.stepPath(NEW_PROPERTY_SEGMENT, 1);
  return routes.stepPath(newest.id, initiallyOpenStep(routes.rules, routes.progress(newest)));
}

/**
 * The step a property's page shows is the one its URL names; the property's own address, or a
 * step still locked, goes to its current step instead.
 */
export function redirectToOpenStep<P extends { id: string }>(
  url: URL,
  property: P,
  routes: ProcessRoutes<P>,
) {
  const flags = routes.progress(property);
  const asked = stepOfPath(routes.steps, url.pathname);
  if (asked !== null && stepAvailability(routes.rules, asked, flags) !== "locked") return;
  throw redirect(routes.stepPath(property.id, initiallyOpenStep(routes.rules, flags)));
}

/** A property not saved yet has only its first step: any other address of it goes there. */
export function redirectToNewStep(url: URL, routes: Pick<ProcessRoutes<unknown>, "steps" | "stepPath">) {
  if (stepOfPath(routes.steps, url.pathname) !== 1) throw redirect(routes.stepPath(NEW_PROPERTY_SEGMENT, 1));
}

/**
 * The property a process layout shows: none on `nueva` (only its first step), else the user's own
 * (a 404 otherwise) on a step it may open (else redirected to its current one).
 */
export async function openProcessProperty<P extends { id: string }>(
  context: AppLoadContext,
  userId: string,
  url: URL,
  propertyId: string | undefined,
  routes: ProcessRoutes<P>,
): Promise<P | null> {
  if (isNewProperty(propertyId)) {
    redirectToNewStep(url, routes);
    return null;
  }
  const property = await requireOwnProcessProperty(context, userId, propertyId, routes.queries);
  redirectToOpenStep(url, property, routes);
  return property;
}
export type PaymentPanelData = Awaited<ReturnType<typeof loadPaymentPanel>>;
