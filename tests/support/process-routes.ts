import type { AppLoadContext } from "react-router";
import { NEW_PROPERTY_SEGMENT } from "#app/domain/kernel/process-urls";
import { action as agencyLayoutAction } from "#app/routes/agency/collaboration";
import { AGENCY_ROUTE_INTENTS } from "#app/routes/agency/process-actions.server";
import { action as agreementAction } from "#app/routes/agency/steps/agreement";
import { action as agencyCampaignAction } from "#app/routes/agency/steps/campaign";
import { action as agencyFinalFeeAction } from "#app/routes/agency/steps/final-fee";
import { action as agencyListingAction } from "#app/routes/agency/steps/listing";
import { action as saleLayoutAction } from "#app/routes/sell/sale";
import { SALE_ROUTE_INTENTS } from "#app/routes/sell/sell-actions.server";
import { action as arrasAction } from "#app/routes/sell/steps/arras";
import { action as saleCampaignAction } from "#app/routes/sell/steps/campaign";
import { action as closingAction } from "#app/routes/sell/steps/closing";
import { action as saleListingAction } from "#app/routes/sell/steps/listing";
import { action as notaryAction } from "#app/routes/sell/steps/notary";
import { action as viewingsAction } from "#app/routes/sell/steps/viewings";

/**
 * A form of the sale or the agency process posted as the page posts it: to the action of the route
 * it is shown on (docs/decisions/0045), found by its intent and, for an intent two steps share, by
 * the step or product it names; at the address of the property it names, or `…/nueva/…` when it
 * names none. The request reaches that action untouched.
 */
type Args = { request: Request; context: AppLoadContext; params?: unknown };
type RouteAction = (args: never) => Promise<unknown>;

const SALE_ACTIONS: Record<keyof typeof SALE_ROUTE_INTENTS, RouteAction> = {
  "routes/sell/sale": saleLayoutAction,
  "routes/sell/steps/listing": saleListingAction,
  "routes/sell/steps/campaign": saleCampaignAction,
  "routes/sell/steps/viewings": viewingsAction,
  "routes/sell/steps/arras": arrasAction,
  "routes/sell/steps/notary": notaryAction,
  "routes/sell/steps/closing": closingAction,
};

const AGENCY_ACTIONS: Record<keyof typeof AGENCY_ROUTE_INTENTS, RouteAction> = {
  "routes/agency/collaboration": agencyLayoutAction,
  "routes/agency/steps/listing": agencyListingAction,
  "routes/agency/steps/campaign": agencyCampaignAction,
  "routes/agency/steps/agreement": agreementAction,
  "routes/agency/steps/final-fee": agencyFinalFeeAction,
};

function routeOf<Id extends string>(routes: Record<Id, object>, form: FormData, layout: Id): Id {
  const intent = String(form.get("intent") ?? "");
  const owners = (Object.keys(routes) as Id[]).filter((id) => Object.hasOwn(routes[id], intent));
  const [first = layout] = owners;
  if (owners.length <= 1) return first;
  if (form.get("step") === "5") return owners.find((id) => id.endsWith("notary")) ?? first;
  if (form.get("product") === "final_fee") return owners.find((id) => /closing|final-fee/.test(id)) ?? first;
  return first;
}

function dispatcher<Id extends string>(
  routes: Record<Id, object>,
  actions: Record<Id, RouteAction>,
  layout: Id,
) {
  return async ({ request, context }: Args) => {
    const form = await request.clone().formData();
    const named = form.get("propertyId");
    const propertyId = typeof named === "string" && named !== "" ? named : NEW_PROPERTY_SEGMENT;
    return actions[routeOf(routes, form, layout)]({ request, context, params: { propertyId } } as never);
  };
}

export const sellAction = dispatcher(SALE_ROUTE_INTENTS, SALE_ACTIONS, "routes/sell/sale");
export const agencyAction = dispatcher(AGENCY_ROUTE_INTENTS, AGENCY_ACTIONS, "routes/agency/collaboration");
