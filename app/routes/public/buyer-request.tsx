import { data } from "react-router";
import { BuyerViewingPanel } from "#app/components/leads/buyer-viewing-panel";
import { readBuyerLinkToken } from "#app/domain/leads/buyer-link.server";
import { buyerViewingView, loadViewing } from "#app/domain/leads/viewings.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/buyer-request";
import { BUYER_REQUEST_INTENTS } from "./buyer-request-actions.server";
import {
  BUYER_VIEWING_NOTICE_PARAM,
  BUYER_VIEWING_NOTICES,
  type BuyerViewingNotice,
} from "./buyer-viewing-actions.server";

/**
 * '/solicitud/<token>': the buyer's own page for what they asked of a listing, reached from their
 * e-mails without an account (the token is the lead id signed by this server). A thin dispatcher
 * by the lead's kind: each kind brings its panel and its intents.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const leadId = readBuyerLinkToken(context.env.AUTH_SECRET, params.token);
  if (!leadId) throw data("Solicitud no encontrada", { status: 404 });
  const viewing = await loadViewing(context.db, leadId);
  if (!viewing) throw data("Solicitud no encontrada", { status: 404 });
  const notice = new URL(request.url).searchParams.get(BUYER_VIEWING_NOTICE_PARAM);
  return {
    viewing: buyerViewingView(viewing),
    notice:
      notice && Object.hasOwn(BUYER_VIEWING_NOTICES, notice)
        ? BUYER_VIEWING_NOTICES[notice as BuyerViewingNotice]
        : null,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
    throw data("Origen no permitido", { status: 403 });
  const leadId = readBuyerLinkToken(context.env.AUTH_SECRET, params.token);
  if (!leadId) throw data("Solicitud no encontrada", { status: 404 });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(BUYER_REQUEST_INTENTS, intent)) throw data("Acción desconocida", { status: 400 });
  const pageUrl = new URL(request.url).pathname;
  return BUYER_REQUEST_INTENTS[intent as keyof typeof BUYER_REQUEST_INTENTS]({
    context,
    leadId,
    pageUrl,
    formData,
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  // The path carries the buyer's token: never in search engines, never in the canonical link.
  pageMeta(matches, { title: "Tu solicitud", path: "/solicitud", noIndex: true });

export default function BuyerRequest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <BuyerViewingPanel
        view={loaderData.viewing}
        notice={loaderData.notice}
        lastResult={actionData?.intent === "rate-viewing" ? actionData.result : undefined}
      />
    </div>
  );
}
