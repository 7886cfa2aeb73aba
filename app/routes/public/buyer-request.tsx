import { data, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/layout/error-page";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import { BuyerLinkExpiredPage } from "#app/components/leads/buyer-link-expired";
import { BuyerOfferPanel, type BuyerOfferResult } from "#app/components/leads/buyer-offer-panel";
import { BuyerViewingPanel } from "#app/components/leads/buyer-viewing-panel";
import { buyerOfferView } from "#app/domain/leads/deals/offer-views.server";
import { readBuyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { findBuyerLead } from "#app/domain/leads/requests/buyer-request.server";
import { loadViewing } from "#app/domain/leads/viewings/viewing-record.server";
import { buyerViewingView } from "#app/domain/leads/viewings/viewing-views.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { formatDateEs } from "#app/lib/format";
import { HYDRATE } from "#app/lib/hydration";
import { formatDayIn, formatTimeIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { isMalformedToken } from "#app/lib/token-text";
import { pathTo, prefixOf, ROUTES } from "#app/urls";
import type { Route } from "./+types/buyer-request";
import { BUYER_OFFER_INTENTS } from "./buyer-offer-intents.server";
import { BUYER_REQUEST_INTENTS } from "./buyer-request-actions.server";
import {
  offerPanelWords,
  requestPageWords,
  viewingNotice,
  viewingPanelWords,
} from "./buyer-request-words.server";
import {
  BUYER_VIEWING_INTENTS,
  BUYER_VIEWING_NOTICE_PARAM,
  isBuyerViewingNotice,
} from "./buyer-viewing-actions.server";

/**
 * '/solicitud/<token>': the buyer's own page for what they asked of a listing, reached from their
 * e-mails without an account (the token is the lead id signed by this server, buyer-link.server.ts).
 * A thin dispatcher by the lead's kind: each kind brings its panel and its intents, and an intent
 * only ever acts on a lead of its own kind. An unknown, forged or deleted link is a plain 404.
 *
 * A link ends 90 days after its lead closed (lead-lifecycle.ts): 410 Gone, for the page and every
 * form, with a page that says so and where to go instead. Not 404: the link was ours and real, and
 * "no existe" would mislead a buyer opening an old e-mail. It tells nothing to anyone else — only a
 * link this server signed can get a 410; a forged or unknown one stays 404.
 */
async function leadOf(context: Route.LoaderArgs["context"], token: string) {
  if (isMalformedToken(token)) throw data("Enlace no válido", { status: 400 });
  const leadId = readBuyerLinkToken(context.env.AUTH_SECRET, token);
  const lead = leadId ? await findBuyerLead(context.db, leadId) : null;
  if (!lead) throw data("Solicitud no encontrada", { status: 404 });
  if (lead.expired) throw data({ listingId: lead.listingId }, { status: 410 });
  return lead;
}

/** 'Este enlace funcionará hasta el …', once the lead has closed and the link's end is known. */
function linkEnd(locale: Locale, lead: { expiresAt: Date | null }) {
  if (!lead.expiresAt) return null;
  return locale === "es"
    ? formatDateEs(lead.expiresAt)
    : formatDayIn(locale, lead.expiresAt.toISOString().slice(0, 10));
}

/**
 * The page is in the lead's language (its account's, else the page the buyer wrote from), never
 * the address's: it is reached from the buyer's e-mails, written in that same language.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lead = await leadOf(context, params.token);
  const { locale } = lead;
  const page = requestPageWords(locale, linkEnd(locale, lead));
  if (lead.kind === "offer") {
    const offer = await buyerOfferView(context.db, lead.id);
    if (offer) return { kind: "offer" as const, locale, page, offer, words: offerPanelWords(locale, offer) };
  }
  if (lead.kind === "viewing") {
    const viewing = await loadViewing(context.db, lead.id);
    if (viewing) {
      const notice = new URL(request.url).searchParams.get(BUYER_VIEWING_NOTICE_PARAM);
      const view = buyerViewingView(viewing);
      // Madrid's clock in the reader's words; Spanish as every viewing e-mail writes it.
      if (locale !== "es") {
        view.proposedTimes = viewing.proposedSlots.map((slot) => formatTimeIn(locale, slot));
        view.scheduledTime = viewing.scheduledAt ? formatTimeIn(locale, viewing.scheduledAt) : null;
      }
      return {
        kind: "viewing" as const,
        locale,
        page,
        viewing: view,
        words: viewingPanelWords(locale, view),
        notice: isBuyerViewingNotice(notice) ? viewingNotice(locale, notice) : null,
      };
    }
  }
  throw data("Solicitud no encontrada", { status: 404 });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
    throw data("Origen no permitido", { status: 403 });
  const lead = await leadOf(context, params.token);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (lead.kind === "offer" && Object.hasOwn(BUYER_OFFER_INTENTS, intent))
    return BUYER_OFFER_INTENTS[intent as keyof typeof BUYER_OFFER_INTENTS]({
      context,
      leadId: lead.id,
      formData,
      locale: lead.locale,
    });
  if (lead.kind === "viewing" && Object.hasOwn(BUYER_VIEWING_INTENTS, intent)) {
    // Built from the token, never copied from the request: the redirect back stays on this page.
    const pageUrl = pathTo(ROUTES.buyerRequest, { token: params.token });
    return BUYER_VIEWING_INTENTS[intent as keyof typeof BUYER_VIEWING_INTENTS]({
      context,
      leadId: lead.id,
      pageUrl,
      formData,
    });
  }
  // A known answer for another kind of request: there is nothing of that kind behind this link.
  if (Object.hasOwn(BUYER_REQUEST_INTENTS, intent)) throw data("Solicitud no encontrada", { status: 404 });
  throw data("Acción desconocida", { status: 400 });
}

// The token is in the path: no request from this page may carry it, so the referrer is the origin
// alone. Not 'no-referrer': under it a browser without JavaScript posts the page's own forms with
// `Origin: null`, which the cross-site guard (server/origin-check.ts) rightly refuses.
export const headers: Route.HeadersFunction = (args) => {
  const headers = headersWithRetryAfter(args);
  headers.set("Referrer-Policy", "strict-origin");
  return headers;
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  // The path carries the buyer's token: never in search engines, never in the canonical link.
  pageMeta(matches, {
    title: loaderData?.page.title ?? "Tu solicitud",
    path: prefixOf(ROUTES.buyerRequest),
    noIndex: true,
  });

/**
 * An application page: React runs in the browser (app/lib/hydration.ts). Its `<html lang>` is the
 * loader's `locale`, the lead's language, not the address's.
 */
export const handle = { ...HYDRATE, localeFromData: true } as const;

export default function BuyerRequest({ loaderData, actionData }: Route.ComponentProps) {
  const rated =
    actionData && "intent" in actionData && actionData.intent === "rate-viewing" && "result" in actionData
      ? actionData.result
      : undefined;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      {loaderData.kind === "offer" ? (
        <BuyerOfferPanel
          offer={loaderData.offer}
          words={loaderData.words}
          result={actionData as BuyerOfferResult}
        />
      ) : (
        <BuyerViewingPanel
          view={loaderData.viewing}
          words={loaderData.words}
          notice={loaderData.notice}
          lastResult={rated}
        />
      )}
      {loaderData.page.linkEnd ? (
        <p className="mt-4 text-muted-foreground text-sm">{loaderData.page.linkEnd}</p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 410) {
    const listingId = (error.data as { listingId?: unknown } | null)?.listingId;
    return <BuyerLinkExpiredPage listingId={typeof listingId === "string" ? listingId : null} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} details={details} />;
}
