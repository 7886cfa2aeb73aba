import { data } from "react-router";
import { BuyerOfferPanel, type BuyerOfferResult } from "#app/components/leads/buyer-offer-panel";
import { readBuyerLinkToken } from "#app/domain/leads/buyer-link.server";
import { findBuyerLead } from "#app/domain/leads/buyer-request.server";
import { buyerOfferView } from "#app/domain/leads/offers.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/buyer-request";
import { BUYER_OFFER_INTENTS } from "./buyer-offer-intents.server";

/**
 * The buyer's signed link to their own request (`/solicitud/<token>`, buyer-link.server.ts): a thin
 * dispatcher by the lead's kind. Each kind brings its view and its intents; an unknown, forged or
 * deleted link is a plain 404, the same for all.
 */
async function leadOf(context: Route.LoaderArgs["context"], token: string) {
  const leadId = readBuyerLinkToken(context.env.AUTH_SECRET, token);
  const lead = leadId ? await findBuyerLead(context.db, leadId) : null;
  if (!lead) throw data(null, { status: 404 });
  return lead;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const lead = await leadOf(context, params.token);
  if (lead.kind === "offer") {
    const offer = await buyerOfferView(context.db, lead.id);
    if (offer) return { kind: "offer" as const, offer };
  }
  throw data(null, { status: 404 });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
    throw data("Origen no permitido", { status: 403 });
  const lead = await leadOf(context, params.token);
  const intent = String((await request.formData()).get("intent") ?? "");
  if (lead.kind === "offer" && Object.hasOwn(BUYER_OFFER_INTENTS, intent))
    return BUYER_OFFER_INTENTS[intent as keyof typeof BUYER_OFFER_INTENTS]({ context, leadId: lead.id });
  throw data("Acción desconocida", { status: 400 });
}

// The token is in the path: no page it links to may learn it.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Tu solicitud", path: "/solicitud", noIndex: true });

export default function BuyerRequest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      {loaderData.kind === "offer" ? (
        <BuyerOfferPanel offer={loaderData.offer} result={actionData as BuyerOfferResult} />
      ) : null}
    </div>
  );
}
