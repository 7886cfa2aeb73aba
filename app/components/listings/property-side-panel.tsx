import { Heart } from "lucide-react";
import { CallButton } from "#app/components/listings/call-button";
import { EnergyRatingScale } from "#app/components/listings/energy-rating";
import { ShareButton } from "#app/components/listings/share-button";
import { Button } from "#app/components/ui/button";
import { originLabel, RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import type { PublicProperty } from "#app/domain/listings/property.server";
import type { ShareContent } from "#app/domain/listings/share";
import { formatPrice } from "#app/lib/format";

type PropertySidePanelProps = {
  property: PublicProperty;
  share: ShareContent;
};

/** Spec §2: price, the key figures, who sells, and the ways to act on it. */
/** The notice the heart opens until favourites exist (issue #24). */
const FAVOURITES_NOTICE_ID = "favourites-notice";

export function PropertySidePanel({ property, share }: PropertySidePanelProps) {
  const facts = [
    { label: "Dorm.", value: property.bedrooms },
    { label: "Baños", value: property.bathrooms },
    { label: "Superficie", value: property.size === null ? null : `${property.size} m²` },
  ];
  return (
    <div className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6">
      <div className="flex flex-col gap-1">
        <p className="text-muted-foreground text-sm">Precio</p>
        <p className="font-bold text-3xl text-primary tabular-nums">
          {property.price !== null ? formatPrice(property.price) : "Precio a consultar"}
        </p>
      </div>
      <dl className="grid grid-cols-3 divide-x divide-border rounded-lg bg-muted/70 py-3 text-center">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-0.5 px-2">
            <dt className="text-muted-foreground text-xs">{fact.label}</dt>
            <dd className="font-semibold text-foreground">{fact.value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <EnergyRatingScale rating={property.energyRating} />
      <dl className="flex flex-col gap-3 border-border border-t pt-4 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">Tipo de venta</dt>
          <dd className="font-semibold text-foreground">{originLabel(property.origin)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{property.origin === "agency" ? "Agencia" : "Vendedor"}</dt>
          <dd className="font-semibold text-foreground">{property.sellerName}</dd>
        </div>
      </dl>
      <CallButton
        propertyId={property.id}
        countryCode={property.countryCode}
        phone={property.phone}
        label="Llamar por teléfono"
        unavailableLabel="Teléfono no disponible"
        showNumber
        isReserved={property.isReserved}
        size="lg"
        className="w-full"
      />
      {property.isReserved ? (
        <p className="text-muted-foreground text-sm">{RESERVED_CONTACT_MESSAGE}</p>
      ) : null}
      <div className="flex gap-2">
        {/* A popover, not a script: the listing page sends no framework JavaScript (ADR 0018). */}
        <Button variant="outline" className="flex-1" popoverTarget={FAVOURITES_NOTICE_ID}>
          <Heart aria-hidden="true" />
          Favoritos
        </Button>
        <div
          id={FAVOURITES_NOTICE_ID}
          popover="auto"
          role="status"
          className="m-auto rounded-md border bg-background px-4 py-3 text-foreground text-sm shadow-lg"
        >
          Función en desarrollo
        </div>
        <ShareButton content={share} className="flex-1" />
      </div>
    </div>
  );
}
