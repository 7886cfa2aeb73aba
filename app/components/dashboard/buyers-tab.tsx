import { useSearchParams } from "react-router";
import { EmptyState } from "#app/components/ui/data-table";
import type { OwnProperty } from "#app/domain/dashboard/dashboard.server";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import type { LeadChannelCounts } from "#app/domain/funnel/lead-channels.server";
import { FUNNEL_WEEKS } from "#app/domain/funnel/stages";
import { OPEN_LEAD_PARAM, SELECTED_PROPERTY_PARAM } from "#app/domain/kernel/dashboard-urls";
import type { BuyerCard as BuyerCardData, StaffBuyersView } from "#app/domain/leads/log/buyer-cards.server";
import { selectedListingId } from "#app/domain/leads/log/buyer-groups";
import type { HeldLeadGroups } from "#app/domain/leads/review/held-lead-groups.server";
import type { DashboardActionData } from "./action-data";
import { BuyerCard, type BuyerCardMode } from "./buyer-card";
import { BuyersListingNav } from "./buyers-listing-nav";
import { HeldLeads } from "./held-leads";
import { LeadChannelSplit } from "./lead-channel-split";
import { TabLoadError } from "./load-error";

type BuyersTabProps = {
  properties: OwnProperty[] | null;
  /** One card per buyer per listing, the buyer who wrote last first. */
  buyers: BuyerCardData[] | null;
  /** How many contacts wait for review on each of the user's listings (null when not read). */
  heldCounts: Record<string, number> | null;
  /** 'Pendientes de revisión' of the listing shown, a page of senders (null when not read). */
  heldLeads: HeldLeadGroups | null;
  /** Another owner's listing opened by staff, with its contacts by channel when they could be read. */
  staffLeadView: (StaffBuyersView & { channels: LeadChannelCounts | null }) | null;
  actionData?: DashboardActionData;
};

/**
 * 'Compradores': per listing, one card per buyer — their messages, viewings and
 * offers in one history — the buyer who wrote last first, the unread ones marked. Links and plain
 * forms: it works before the page has hydrated, and without JavaScript.
 */
export function BuyersTab({
  properties,
  buyers,
  heldCounts,
  heldLeads,
  staffLeadView,
  actionData,
}: BuyersTabProps) {
  const [searchParams] = useSearchParams();
  // A link to one lead (`?contacto=`, e-mails, the answer just sent) opens its buyer's card on it;
  // a refused counteroffer keeps its card open, so its form shows the error.
  const highlightId = actionData?.counter?.leadId ?? searchParams.get(OPEN_LEAD_PARAM);
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
        <BuyerList
          buyers={staffLeadView.buyers}
          mode={{ highlightId, canAnswer: false, actionData: undefined }}
          hasHeld={false}
        />
      </section>
    );
  }
  if (properties === null || buyers === null)
    return <TabLoadError message={DASHBOARD_MESSAGES.leadsLoadFailed.description} />;
  if (properties.length === 0)
    return (
      <EmptyState>Cuando publiques una propiedad, aquí verás a los compradores que te escriban.</EmptyState>
    );

  // The loader picked the same listing to read its held contacts (loadBuyersTab).
  const selectedId = selectedListingId(
    properties.map((property) => property.id),
    buyers[0]?.propertyId ?? null,
    searchParams.get(SELECTED_PROPERTY_PARAM),
  );
  const selected = properties.find((property) => property.id === selectedId) ?? properties[0];
  const listingBuyers = buyers.filter((card) => card.propertyId === selected?.id);
  const listingHeld = heldLeads?.propertyId === selected?.id ? heldLeads : null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <BuyersListingNav
        properties={properties}
        buyers={buyers}
        heldCounts={heldCounts ?? {}}
        selectedId={selected?.id ?? null}
      />
      <section aria-labelledby="leads-title" className="flex min-w-0 flex-col gap-4">
        <h2 id="leads-title" className="text-2xl text-foreground">
          Compradores de «{selected?.title ?? "Propiedad sin título"}»
        </h2>
        <HeldLeads held={listingHeld} />
        <BuyerList
          buyers={listingBuyers}
          mode={{ highlightId, canAnswer: true, actionData }}
          hasHeld={(listingHeld?.total ?? 0) > 0}
        />
      </section>
    </div>
  );
}

function BuyerList({
  buyers,
  mode,
  hasHeld,
}: {
  buyers: BuyerCardData[];
  mode: BuyerCardMode;
  /** Contacts wait for review above: no "nobody has written yet". */
  hasHeld: boolean;
}) {
  if (buyers.length === 0 && hasHeld) return null;
  if (buyers.length === 0)
    return (
      <EmptyState>
        Todavía no te ha escrito ningún comprador por esta propiedad. Los mensajes que lleguen desde el
        anuncio aparecerán aquí.
      </EmptyState>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label="Compradores de esta propiedad">
      {buyers.map((card) => (
        <li key={card.id}>
          <BuyerCard card={card} mode={mode} />
        </li>
      ))}
    </ul>
  );
}
