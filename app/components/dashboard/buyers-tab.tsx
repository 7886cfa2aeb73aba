import { Ban, Mail, MailOpen, Megaphone, Phone, Trash2 } from "lucide-react";
import { useSearchParams } from "react-router";
import { ViewingAnswers } from "#app/components/leads/viewing-answers";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { EmptyState } from "#app/components/ui/data-table";
import type { OwnProperty } from "#app/domain/dashboard/dashboard.server";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import type { LeadChannelCounts } from "#app/domain/funnel/lead-channels.server";
import { FUNNEL_WEEKS } from "#app/domain/funnel/stages";
import { OPEN_LEAD_PARAM, SELECTED_PROPERTY_PARAM } from "#app/domain/kernel/dashboard-urls";
import type { LeadEntry, StaffLeadView } from "#app/domain/leads/lead-log.server";
import type { HeldLeadEntry } from "#app/domain/leads/lead-review.server";
import { DEAL_TEXTS } from "#app/domain/leads/offer-deal";
import { MARK_LEAD_SPAM_INTENT } from "#app/domain/leads/review";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import type { DashboardActionData } from "./action-data";
import { BuyersListingNav } from "./buyers-listing-nav";
import { HeldLeads } from "./held-leads";
import { LeadAction } from "./lead-action";
import { LeadChannelSplit } from "./lead-channel-split";
import { OfferAnswers, OfferTermsList } from "./lead-offer";
import { TabLoadError } from "./load-error";
import { ReleaseDealForm } from "./release-deal-form";

type BuyersTabProps = {
  properties: OwnProperty[] | null;
  leads: LeadEntry[] | null;
  /** 'Pendientes de revisión' of every listing the user owns (null when they could not be read). */
  heldLeads: HeldLeadEntry[] | null;
  /** Another owner's listing opened by staff, with its contacts by channel when they could be read. */
  staffLeadView: (StaffLeadView & { channels: LeadChannelCounts | null }) | null;
  actionData?: DashboardActionData;
};

/**
 * 'Compradores' (issue #22): per listing, every buyer contact — messages now, viewings and offers
 * as they arrive — newest first, the unread ones marked. Links and plain forms: it works before
 * the page has hydrated, and without JavaScript.
 */
export function BuyersTab({ properties, leads, heldLeads, staffLeadView, actionData }: BuyersTabProps) {
  const [searchParams] = useSearchParams();
  const openId = searchParams.get(OPEN_LEAD_PARAM);
  if (staffLeadView) {
    return (
      <section aria-labelledby="staff-leads-title" className="flex flex-col gap-4">
        <h2 id="staff-leads-title" className="text-2xl text-foreground">
          Compradores de «{staffLeadView.propertyTitle ?? "Propiedad sin título"}»
        </h2>
        <p className="text-muted-foreground text-sm">
          Vista de administración: abrir un contacto no lo marca como leído para el vendedor.
        </p>
        {staffLeadView.channels ? (
          <div className="rounded-xl border border-border bg-card p-4 shadow-card sm:p-5">
            <LeadChannelSplit counts={staffLeadView.channels} weeks={FUNNEL_WEEKS} headingLevel={3} />
          </div>
        ) : null}
        <LeadList
          leads={staffLeadView.leads}
          openId={openId}
          canDiscard={false}
          actionData={undefined}
          hasHeld={false}
        />
      </section>
    );
  }
  if (properties === null || leads === null)
    return <TabLoadError message={DASHBOARD_MESSAGES.leadsLoadFailed.description} />;
  if (properties.length === 0)
    return (
      <EmptyState>Cuando publiques una propiedad, aquí verás a los compradores que te escriban.</EmptyState>
    );

  const selectedId = selectedListing(properties, leads, searchParams.get(SELECTED_PROPERTY_PARAM));
  const selected = properties.find((property) => property.id === selectedId) ?? properties[0];
  const listingLeads = leads.filter((lead) => lead.propertyId === selected?.id);
  const listingHeld = (heldLeads ?? []).filter((lead) => lead.propertyId === selected?.id);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <BuyersListingNav
        properties={properties}
        leads={leads}
        heldLeads={heldLeads ?? []}
        selectedId={selected?.id ?? null}
      />
      <section aria-labelledby="leads-title" className="flex min-w-0 flex-col gap-4">
        <h2 id="leads-title" className="text-2xl text-foreground">
          Compradores de «{selected?.title ?? "Propiedad sin título"}»
        </h2>
        <HeldLeads leads={listingHeld} />
        <LeadList
          leads={listingLeads}
          openId={openId}
          canDiscard
          actionData={actionData}
          hasHeld={listingHeld.length > 0}
        />
      </section>
    </div>
  );
}

/** The listing named in the URL if it is the user's; else the one with the newest lead; else the newest listing. */
function selectedListing(
  properties: OwnProperty[],
  leads: LeadEntry[],
  fromUrl: string | null,
): string | null {
  if (fromUrl && properties.some((property) => property.id === fromUrl)) return fromUrl;
  return leads[0]?.propertyId ?? properties[0]?.id ?? null;
}

function LeadList({
  leads,
  openId,
  canDiscard,
  actionData,
  hasHeld,
}: {
  leads: LeadEntry[];
  openId: string | null;
  canDiscard: boolean;
  actionData: DashboardActionData | undefined;
  /** Contacts wait for review above: no "nobody has written yet". */
  hasHeld: boolean;
}) {
  if (leads.length === 0 && hasHeld) return null;
  if (leads.length === 0)
    return (
      <EmptyState>
        Todavía no te ha escrito ningún comprador por esta propiedad. Los mensajes que lleguen desde el
        anuncio aparecerán aquí.
      </EmptyState>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label="Contactos de compradores">
      {leads.map((lead) => (
        <li key={lead.id}>
          <LeadCard
            lead={lead}
            // An offer with a mistaken counteroffer stays open, so its form shows the error.
            isOpen={lead.id === openId || actionData?.counter?.leadId === lead.id}
            canDiscard={canDiscard}
            actionData={actionData}
          />
        </li>
      ))}
    </ul>
  );
}

function LeadCard({
  lead,
  isOpen,
  canDiscard,
  actionData,
}: {
  lead: LeadEntry;
  isOpen: boolean;
  canDiscard: boolean;
  actionData: DashboardActionData | undefined;
}) {
  const titleId = `lead-${lead.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="lead"
      data-unread={lead.isUnread || undefined}
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-card sm:p-5",
        lead.isUnread ? "border-accent/60 border-l-4" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="soft">{lead.kindLabel}</Badge>
        <Badge variant="outline">{lead.stateLabel}</Badge>
        {lead.isUnread ? <Badge variant="accent">Nuevo</Badge> : null}
        {/* On a phone its own line under the badges; beside them from sm up. */}
        <span className="flex w-full flex-wrap items-center gap-x-2 text-muted-foreground sm:ml-auto sm:w-auto">
          <span data-testid="lead-channel">
            <span className="sr-only">Llegó por: </span>
            <Megaphone aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
            {lead.channelLabel}
          </span>
          <span>
            <span aria-hidden="true">· </span>
            {formatDateEs(lead.createdAt)}
          </span>
        </span>
      </div>
      <h3
        id={titleId}
        className={cn("text-foreground text-lg", lead.isUnread ? "font-bold" : "font-semibold")}
      >
        {lead.buyerName}
        {lead.isUnread ? <span className="sr-only"> (sin leer)</span> : null}
      </h3>
      {isOpen ? (
        <>
          {lead.offer ? (
            <OfferTermsList offer={lead.offer} />
          ) : lead.message ? (
            <p className="whitespace-pre-line text-foreground">{lead.message}</p>
          ) : null}
          {lead.viewing ? (
            <ViewingAnswers
              leadId={lead.id}
              state={lead.state}
              viewing={lead.viewing}
              canAnswer={canDiscard}
            />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              asChild
              variant="outline"
              size="sm"
              className="h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left [overflow-wrap:anywhere]"
            >
              <a href={`mailto:${lead.buyerEmail}`}>
                <Mail aria-hidden="true" />
                {lead.buyerEmail}
              </a>
            </Button>
            {lead.buyerPhone ? (
              <Button asChild variant="outline" size="sm">
                <a href={`tel:${lead.buyerPhone.replace(/[^\d+]/g, "")}`}>
                  <Phone aria-hidden="true" />
                  {lead.buyerPhone}
                </a>
              </Button>
            ) : null}
            {canDiscard ? (
              <>
                <LeadAction
                  leadId={lead.id}
                  intent={MARK_LEAD_SPAM_INTENT}
                  icon={Ban}
                  variant="ghost"
                  className="sm:ml-auto"
                >
                  Marcar como spam
                </LeadAction>
                <LeadAction leadId={lead.id} intent="discard-lead" icon={Trash2} variant="ghost">
                  Descartar
                </LeadAction>
              </>
            ) : null}
          </div>
          {canDiscard ? <OfferAnswers lead={lead} actionData={actionData} /> : null}
          {canDiscard && lead.offer?.deal ? <ReleaseDealForm lead={lead} actionData={actionData} /> : null}
        </>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <p className="line-clamp-2 min-w-0 text-muted-foreground">{leadSummary(lead)}</p>
          <LeadAction
            leadId={lead.id}
            intent="open-lead"
            icon={MailOpen}
            variant="outline"
            className="shrink-0"
          >
            Abrir
          </LeadAction>
        </div>
      )}
    </article>
  );
}

/** A closed card's line: the agreed price once there is a deal (issue #35), else what the buyer sent. */
function leadSummary(lead: LeadEntry): string {
  if (lead.offer?.deal) return `${DEAL_TEXTS.agreedPrice}: ${formatPrice(lead.offer.deal.price)}`;
  if (lead.offer) return `Oferta de ${formatPrice(lead.offer.amount)}`;
  if (lead.viewing && !lead.message) return viewingSummary(lead.viewing);
  return lead.message;
}

/** A closed viewing's line: the agreed time, or how many times the buyer proposed. */
function viewingSummary(viewing: NonNullable<LeadEntry["viewing"]>): string {
  if (viewing.scheduled) return `Visita: ${viewing.scheduled.label}`;
  const count = viewing.proposedSlots.length;
  return `Propone ${count} ${count === 1 ? "fecha" : "fechas"}: ${viewing.proposedSlots[0]?.label ?? ""}`;
}
