import { Badge } from "#app/components/ui/badge";
import { EmptyState } from "#app/components/ui/data-table";
import { BUYER_REQUEST_KIND_LABELS } from "#app/domain/leads/requests/buyer-request-labels";
import type { BuyerRequest } from "#app/domain/leads/requests/buyer-requests.server";
import type { DealFallThroughView } from "#app/domain/sale/fall-through-facts.server";
import { formatDateEs } from "#app/lib/format";
import { pathTo, ROUTES } from "#app/urls";
import type { DashboardActionData } from "./action-data";
import { TabLoadError } from "./load-error";
import { RequestOffer } from "./request-offer";
import { RequestViewing } from "./request-viewing";

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
}: {
  requests: BuyerRequest[] | null;
  /** The arras contracts sent to this buyer to sign, by listing: property id → contract id. */
  contractsToSign?: Record<string, string>;
  /** Each own deal: the reasons it may fall through for, or how it ended (by deal id). */
  dealFallThrough?: Record<string, DealFallThroughView>;
  actionData: DashboardActionData | undefined;
}) {
  if (requests === null)
    return <TabLoadError message="No se han podido cargar tus solicitudes. Inténtalo de nuevo más tarde." />;
  if (requests.length === 0)
    return (
      <EmptyState>
        Todavía no has escrito a ningún vendedor. Desde cada anuncio del{" "}
        <a href={ROUTES.portal} className="font-medium text-primary underline-offset-4 hover:underline">
          Portal
        </a>{" "}
        puedes enviar un mensaje, pedir una visita o hacer una oferta; aquí verás sus respuestas.
      </EmptyState>
    );
  return (
    <ul aria-label="Mis solicitudes" className="flex flex-col gap-4">
      {requests.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          contractId={contractsToSign[request.listing.id]}
          fallThrough={request.offer?.deal ? dealFallThrough[request.offer.deal.id] : undefined}
          actionData={actionData}
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
}: {
  request: BuyerRequest;
  contractId: string | undefined;
  fallThrough: DealFallThroughView | undefined;
  actionData: DashboardActionData | undefined;
}) {
  const headingId = `solicitud-${request.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{BUYER_REQUEST_KIND_LABELS[request.kind]}</Badge>
          <Badge variant={request.awaitsYou ? "accent" : "soft"}>{request.stateLabel}</Badge>
          {request.awaitsYou ? (
            <span className="font-medium text-accent text-sm">Te toca responder</span>
          ) : null}
        </div>
        <h3 id={headingId} className="font-semibold text-foreground text-lg leading-snug">
          {/* A plain link: the listing page is a public page, loaded whole (ADR 0018). */}
          {request.listing.isPublic ? (
            <a href={pathTo(ROUTES.property, { id: request.listing.id })} className="hover:underline">
              {request.listing.title}
            </a>
          ) : (
            request.listing.title
          )}
        </h3>
        <p className="text-muted-foreground text-sm">Enviado el {formatDateEs(request.sentAt)}</p>
      </div>
      {request.kind === "enquiry" ? (
        <div className="flex flex-col gap-2">
          {request.message ? (
            <blockquote className="whitespace-pre-line border-border border-l-4 pl-3 text-foreground [overflow-wrap:anywhere]">
              {request.message}
            </blockquote>
          ) : null}
          <p className="text-muted-foreground text-sm">El vendedor te contestará directamente a tu correo.</p>
        </div>
      ) : null}
      {request.viewing ? (
        <RequestViewing
          leadId={request.id}
          state={request.state}
          viewing={request.viewing}
          actionData={actionData}
        />
      ) : null}
      {request.offer ? (
        <RequestOffer
          leadId={request.id}
          state={request.state}
          offer={request.offer}
          signingHref={contractId ? pathTo(ROUTES.arrasSigning, { id: contractId }) : null}
          fallThrough={fallThrough}
          actionData={actionData}
        />
      ) : null}
    </li>
  );
}
