import { data, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/layout/error-page";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import { readerSiteWords } from "#app/components/layout/site-words.server";
import { BuyerLinkClosedPage } from "#app/components/leads/buyer-link-closed";
import { BuyerOfferPanel, type BuyerOfferResult } from "#app/components/leads/buyer-offer-panel";
import { BuyerViewingPanel } from "#app/components/leads/buyer-viewing-panel";
import type { ClosedLinkWords } from "#app/components/leads/request-words";
import { buyerOfferView } from "#app/domain/leads/deals/offer-views.server";
import { readBuyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { findBuyerLead } from "#app/domain/leads/requests/buyer-request.server";
import { loadViewing } from "#app/domain/leads/viewings/viewing-record.server";
import { buyerViewingView } from "#app/domain/leads/viewings/viewing-views.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { formatDateEs } from "#app/lib/format";
import { HYDRATE } from "#app/lib/hydration";
import { formatDayIn, formatTimeIn } from "#app/lib/i18n/format-date";
import { listingTitleIn } from "#app/lib/i18n/listing-title";
import { isLocale, type Locale } from "#app/lib/i18n/locales";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { isMalformedToken } from "#app/lib/token-text";
import { pathTo, prefixOf, ROUTES } from "#app/urls";
import type { Route } from "./+types/buyer-request";
import { BUYER_OFFER_INTENTS } from "./buyer-offer-intents.server";
import { BUYER_REQUEST_INTENTS } from "./buyer-request-actions.server";
import {
  expiredLinkWords,
  missingPageWords,
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
 * only ever acts on a lead of its own kind. An unknown, forged or deleted link is a plain 404, in
 * Spanish: nothing says whose it is, so nothing says their language.
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
  return lead;
}

type KnownLead = Awaited<ReturnType<typeof leadOf>>;

/**
 * The site's header and footer in the lead's language (the root's follow the address, always
 * Spanish here); none for a Spanish lead, whose page keeps the root's.
 */
const shellOf = (context: Route.LoaderArgs["context"], { locale }: KnownLead) =>
  readerSiteWords(locale, context.publicEnv.BRAND_NAME);

/** The page of a real link with nothing to show, as data: the document keeps the lead's language. */
function closedPage(context: Route.LoaderArgs["context"], lead: KnownLead) {
  const { locale } = lead;
  const page = { title: requestPageWords(locale, null).title, linkEnd: null };
  const site = shellOf(context, lead);
  return lead.expired
    ? data(
        {
          kind: "expired" as const,
          locale,
          page,
          site,
          listingId: lead.listingId,
          closed: expiredLinkWords(locale, lead.listingId),
        },
        { status: 410 },
      )
    : data(
        { kind: "missing" as const, locale, page, site, closed: missingPageWords(locale) },
        { status: 404 },
      );
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
  if (lead.expired) return closedPage(context, lead);
  const { locale } = lead;
  const page = requestPageWords(locale, linkEnd(locale, lead));
  const site = shellOf(context, lead);
  if (lead.kind === "offer") {
    const offer = await buyerOfferView(context.db, lead.id);
    if (offer) {
      const titled = { ...offer, propertyTitle: listingTitleIn(locale, offer.propertyTitle) };
      return {
        kind: "offer" as const,
        locale,
        page,
        site,
        offer: titled,
        words: offerPanelWords(locale, titled),
      };
    }
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
        site,
        viewing: view,
        words: viewingPanelWords(locale, view),
        notice: isBuyerViewingNotice(notice) ? viewingNotice(locale, notice) : null,
      };
    }
  }
  return closedPage(context, lead);
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
    throw data("Origen no permitido", { status: 403 });
  const lead = await leadOf(context, params.token);
  // A form sent from a page left open past the link's end: the same page of a closed link.
  if (lead.expired) throw closedPage(context, lead);
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
      locale: lead.locale,
    });
  }
  // A known answer for another kind of request: there is nothing of that kind behind this link.
  if (Object.hasOwn(BUYER_REQUEST_INTENTS, intent)) throw closedPage(context, { ...lead, expired: false });
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
  if (loaderData.kind === "expired" || loaderData.kind === "missing")
    return <ClosedLink kind={loaderData.kind} locale={loaderData.locale} words={loaderData.closed} />;
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

/** A Spanish lead's 404 is the site's own page, as before; any other language reads its own words. */
function ClosedLink({
  kind,
  locale,
  words,
}: {
  kind: "expired" | "missing";
  locale: Locale;
  words: ClosedLinkWords;
}) {
  if (kind === "missing" && locale === "es") return <NotFoundPage />;
  return <BuyerLinkClosedPage reason={kind} words={words} />;
}

/** What a form's answer threw: a closed link's page (its words came with it), or the site's own. */
function closedLinkOf(
  error: unknown,
): { kind: "expired" | "missing"; locale: Locale; words: ClosedLinkWords } | null {
  if (!isRouteErrorResponse(error)) return null;
  const page = error.data as { kind?: unknown; locale?: unknown; closed?: ClosedLinkWords } | null;
  const kind = page?.kind === "expired" || page?.kind === "missing" ? page.kind : null;
  if (!kind || !page?.closed || !isLocale(page.locale)) return null;
  return { kind, locale: page.locale, words: page.closed };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const closed = closedLinkOf(error);
  if (closed) return <ClosedLink {...closed} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} details={details} />;
}
