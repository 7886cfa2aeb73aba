import { EmptyWithPortalLink } from "#app/components/dashboard/empty-with-portal-link";
import type { LocalFallThroughView } from "#app/components/deals/fall-through-words.server";
import { Badge } from "#app/components/ui/badge";
import type { BuyerRequest } from "#app/domain/leads/requests/buyer-requests.server";
import { formatDateEs, formatIsoDate } from "#app/lib/format";
import { formatDayIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { localePathTo, pathTo, ROUTES } from "#app/urls";
import type { DashboardActionData } from "./action-data";
import { TabLoadError } from "./load-error";
import { RequestOffer } from "./request-offer";
import { RequestViewing } from "./request-viewing";
import type { RequestsWords, RequestTexts } from "./space-words";

/** A request with its own details already written in the account's language. */
type ShownRequest = BuyerRequest & { texts: RequestTexts };

/** Spanish keeps the site's own date format; the other languages write the day their way. */
const dayIn = (locale: Locale, at: string) =>
  locale === "es" ? formatDateEs(at) : formatDayIn(locale, formatIsoDate(at));

/**
 * 'Mis solicitudes': every message, viewing and offer the account sent, newest change
 * first; the ones that wait for the buyer say so. The seller's address is never shown: they answer
 * a message by e-mail, a viewing or an offer here and by e-mail.
 */
export function RequestsTab({
  requests,
  contractsToSign = {},
  dealFallThrough = {},
  actionData,
  words,
}: {
  requests: ShownRequest[] | null;
  /** The arras contracts sent to this buyer to sign, by listing: property id → contract id. */
  contractsToSign?: Record<string, string>;
  /** Each own deal: the reasons it may fall through for, or how it ended (by deal id). */
  dealFallThrough?: Record<string, LocalFallThroughView>;
  actionData: DashboardActionData | undefined;
  /** The tab's and the cards' words in the account's language. */
  words: RequestsWords;
}) {
  if (requests === null) return <TabLoadError message={words.loadFailed} />;
  if (requests.length === 0) return <EmptyWithPortalLink words={words} />;
  return (
    <ul aria-label={words.list} className="flex flex-col gap-4">
      {requests.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          contractId={contractsToSign[request.listing.id]}
          fallThrough={request.offer?.deal ? dealFallThrough[request.offer.deal.id] : undefined}
          actionData={actionData}
          words={words}
        />
      ))}
    </ul>
  );
}

function RequestCard({
  request,
  contractId,
  fallThrough,
  actionData,
  words,
}: {
  request: ShownRequest;
  contractId: string | undefined;
  fallThrough: LocalFallThroughView | undefined;
  actionData: DashboardActionData | undefined;
  words: RequestsWords;
}) {
  const headingId = `solicitud-${request.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{words.kind[request.kind]}</Badge>
          <Badge variant={request.awaitsYou ? "accent" : "soft"}>{request.stateLabel}</Badge>
          {request.awaitsYou ? (
            <span className="font-medium text-accent text-sm">{words.awaitsYou}</span>
          ) : null}
        </div>
        <h3 id={headingId} className="font-semibold text-foreground text-lg leading-snug">
          {/* A plain link: the listing page is a public page, loaded whole (ADR 0018). */}
          {request.listing.isPublic ? (
            <a
              href={localePathTo(words.locale, ROUTES.property, { id: request.listing.id })}
              className="hover:underline"
            >
              {request.listing.title}
            </a>
          ) : (
            request.listing.title
          )}
        </h3>
        <p className="text-muted-foreground text-sm">
          {words.sent[0]}
          {dayIn(words.locale, request.sentAt)}
          {words.sent[1]}
        </p>
      </div>
      {request.kind === "enquiry" ? (
        <div className="flex flex-col gap-2">
          {request.message ? (
            <blockquote className="whitespace-pre-line border-border border-l-4 pl-3 text-foreground [overflow-wrap:anywhere]">
              {request.message}
            </blockquote>
          ) : null}
          <p className="text-muted-foreground text-sm">{words.sellerReplies}</p>
        </div>
      ) : null}
      {request.viewing ? (
        <RequestViewing
          leadId={request.id}
          state={request.state}
          viewing={request.viewing}
          texts={request.texts}
          words={words.card}
          actionData={actionData}
        />
      ) : null}
      {request.offer ? (
        <RequestOffer
          leadId={request.id}
          state={request.state}
          offer={request.offer}
          texts={request.texts}
          words={words.card}
          signingHref={contractId ? pathTo(ROUTES.arrasSigning, { id: contractId }) : null}
          fallThrough={fallThrough}
          actionData={actionData}
        />
      ) : null}
    </li>
  );
}
