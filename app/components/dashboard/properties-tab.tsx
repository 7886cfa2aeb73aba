import { Building2, Home } from "lucide-react";
import { Link } from "react-router";
import { YourCampaign } from "#app/components/campaign/your-campaign";
import { Button } from "#app/components/ui/button";
import type { SellerChannel } from "#app/domain/campaign/board.server";
import type { OwnContract, OwnPayment, OwnProperty } from "#app/domain/dashboard/dashboard.server";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { signedArrasOf } from "#app/domain/dashboard/signed-arras";
import type { LeadChannelCounts } from "#app/domain/funnel/lead-channels.server";
import { type FunnelWeek, funnelTotals } from "#app/domain/funnel/stages";
import type { OwnArrasContract } from "#app/domain/sale/arras.server";
import { ROUTES } from "#app/urls";
import { ListingFunnel } from "./listing-funnel";
import { TabLoadError } from "./load-error";
import { PropertyDetail } from "./property-detail";
import { PropertySelector } from "./property-selector";

/** 'Mis Propiedades': the selected property and its checklist, beside the 'Selector de Propiedad'. */
export function PropertiesTab({
  userId,
  properties,
  payments,
  contracts,
  arrasContracts,
  funnel,
  leadChannels,
  campaign,
  selected,
  onSelect,
}: {
  userId: string;
  properties: OwnProperty[] | null;
  payments: OwnPayment[];
  contracts: OwnContract[];
  arrasContracts: OwnArrasContract[];
  /** The selected listing's weeks; absent when they could not be read. */
  funnel: FunnelWeek[] | undefined;
  /** The selected listing's contacts of those weeks by channel; absent when they could not be read. */
  leadChannels: LeadChannelCounts | undefined;
  /** The selected listing's paid campaign, channel by channel; absent before it is paid. */
  campaign: SellerChannel[] | undefined;
  selected: OwnProperty | null;
  onSelect: (propertyId: string) => void;
}) {
  if (properties === null) return <TabLoadError message={DASHBOARD_MESSAGES.propertiesLoadFailed.title} />;
  if (properties.length === 0 || !selected) return <NoProperties />;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 content-start gap-6">
        <PropertyDetail
          userId={userId}
          property={selected}
          payments={payments.filter((payment) => payment.propertyId === selected.id)}
          contracts={contracts.filter((contract) => contract.propertyId === selected.id)}
          signedArras={signedArrasOf(arrasContracts, selected.id)}
        />
        {campaign ? <YourCampaign channels={campaign} headingLevel={2} /> : null}
        {funnel && showsFunnel(selected, funnel) ? (
          <ListingFunnel weeks={funnel} channels={leadChannels} />
        ) : null}
      </div>
      <PropertySelector properties={properties} selectedId={selected.id} onSelect={onSelect} />
    </div>
  );
}

/** A listing buyers can see, or one they saw in the weeks shown (since sold or withdrawn). */
function showsFunnel(property: OwnProperty, funnel: FunnelWeek[]): boolean {
  return property.isPublished || Object.values(funnelTotals(funnel)).some((count) => count > 0);
}

function NoProperties() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border border-dashed bg-card px-6 py-12 text-center">
      <Home aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="font-semibold text-foreground text-xl">No tienes propiedades activas</h2>
      <p className="max-w-md text-muted-foreground">
        Publica tu vivienda paso a paso como particular, o colabora con nosotros si eres una agencia.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to={ROUTES.sell}>
            <Home aria-hidden="true" /> Vender como Particular
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={ROUTES.agencyProcess}>
            <Building2 aria-hidden="true" /> Colaborar como Agencia
          </Link>
        </Button>
      </div>
    </div>
  );
}
