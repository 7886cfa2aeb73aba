import { Heart } from "lucide-react";
import { EnergyRatingScale } from "#app/components/listings/energy-rating";
import {
  PHONE_REVEAL_CONTAINER,
  PhoneRevealControl,
  PhoneRevealStatus,
} from "#app/components/listings/phone-reveal";
import { ShareButton } from "#app/components/listings/share-button";
import { Button } from "#app/components/ui/button";
import { FAVOURITE_INTENT, UNFAVOURITE_INTENT } from "#app/domain/favourites/texts";
import { originLabel, RESERVED_CONTACT_MESSAGE } from "#app/domain/listings/labels";
import { PHONE_SECTION_ID, type PhoneRevealView } from "#app/domain/listings/phone-reveal";
import type { PublicProperty } from "#app/domain/listings/property.server";
import type { ShareContent } from "#app/domain/listings/share";
import { formatPrice } from "#app/lib/format";

type PropertySidePanelProps = {
  property: PublicProperty;
  share: ShareContent;
  /** null for a visitor (pressing the heart sends them to /auth first). */
  saved: boolean | null;
  /** The price before a drop of the last 30 days (app/domain/listings/price-drop.ts), or null. */
  previousPrice: number | null;
  /** This visitor's 'Ver teléfono' answer, on the page drawn for that POST only. */
  phoneAnswer: PhoneRevealView | null;
};

/** Price, the key figures, who sells, and the ways to act on it. */
export function PropertySidePanel({
  property,
  share,
  saved,
  previousPrice,
  phoneAnswer,
}: PropertySidePanelProps) {
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
        {previousPrice !== null ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-success/15 px-2.5 py-0.5 font-semibold text-success">
              Ha bajado de precio
            </span>
            <span className="text-muted-foreground">
              Antes <s className="tabular-nums">{formatPrice(previousPrice)}</s>
            </span>
          </p>
        ) : null}
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
      {/* The no-JavaScript form's answer scrolls here (#telefono). */}
      <div id={PHONE_SECTION_ID} {...PHONE_REVEAL_CONTAINER} className="flex scroll-mt-24 flex-col gap-2">
        <PhoneRevealControl
          propertyId={property.id}
          hasPhone={property.hasPhone}
          answer={phoneAnswer}
          unavailableLabel="Teléfono no disponible"
          isReserved={property.isReserved}
          size="lg"
          className="w-full"
        />
        <PhoneRevealStatus answer={phoneAnswer} />
      </div>
      {property.isReserved ? (
        <p className="text-muted-foreground text-sm">{RESERVED_CONTACT_MESSAGE}</p>
      ) : null}
      <div className="flex gap-2">
        {/* A plain form: the listing page sends no framework JavaScript (ADR 0018). */}
        <form method="post" className="flex flex-1">
          <input type="hidden" name="intent" value={saved ? UNFAVOURITE_INTENT : FAVOURITE_INTENT} />
          <Button
            id="favorito"
            type="submit"
            variant="outline"
            className="flex-1"
            // A toggle: 'Guardado' pressed means it is in the user's favourites.
            aria-pressed={saved === true}
          >
            <Heart aria-hidden="true" className={saved ? "fill-accent text-accent" : undefined} />
            {saved ? "Guardado" : "Guardar"}
          </Button>
        </form>
        <ShareButton content={share} className="flex-1" />
      </div>
    </div>
  );
}
