import { Heart } from "lucide-react";
import { EnergyRatingScale } from "#app/components/listings/energy-rating";
import { useListingWords } from "#app/components/listings/listing-words";
import {
  PHONE_REVEAL_CONTAINER,
  PhoneRevealControl,
  PhoneRevealStatus,
} from "#app/components/listings/phone-reveal";
import { ShareButton } from "#app/components/listings/share-button";
import { Button } from "#app/components/ui/button";
import { FAVOURITE_INTENT, UNFAVOURITE_INTENT } from "#app/domain/favourites/texts";
import { PHONE_SECTION_ID, type PhoneRevealView } from "#app/domain/listings/phone-reveal";
import type { PublicProperty } from "#app/domain/listings/property.server";
import type { ShareContent } from "#app/domain/listings/share";

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
  const { t, price: formatPrice } = useListingWords();
  const facts = [
    { label: t("panel.bedrooms"), value: property.bedrooms },
    { label: t("panel.bathrooms"), value: property.bathrooms },
    { label: t("panel.size"), value: property.size === null ? null : `${property.size} m²` },
  ];
  return (
    <div className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6">
      <div className="flex flex-col gap-1">
        <p className="text-muted-foreground text-sm">{t("panel.price")}</p>
        <p className="font-bold text-3xl text-primary tabular-nums">
          {property.price !== null ? formatPrice(property.price) : t("card.priceOnRequest")}
        </p>
        {previousPrice !== null ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-success/15 px-2.5 py-0.5 font-semibold text-success">
              {t("panel.priceDrop")}
            </span>
            <span className="text-muted-foreground">
              {t("panel.before")} <s className="tabular-nums">{formatPrice(previousPrice)}</s>
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
          <dt className="text-muted-foreground">{t("panel.saleType")}</dt>
          <dd className="font-semibold text-foreground">
            {property.origin === "agency" ? t("type.Colaboración de Agencia") : t("card.privateSale")}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            {property.origin === "agency" ? t("panel.agency") : t("panel.seller")}
          </dt>
          <dd className="font-semibold text-foreground">{property.sellerName}</dd>
        </div>
      </dl>
      {/* The no-JavaScript form's answer scrolls here (#telefono). */}
      <div id={PHONE_SECTION_ID} {...PHONE_REVEAL_CONTAINER} className="flex scroll-mt-24 flex-col gap-2">
        <PhoneRevealControl
          propertyId={property.id}
          hasPhone={property.hasPhone}
          answer={phoneAnswer}
          unavailableLabel={t("panel.noPhone")}
          isReserved={property.isReserved}
          size="lg"
          className="w-full"
        />
        <PhoneRevealStatus answer={phoneAnswer} />
      </div>
      {property.isReserved ? <p className="text-muted-foreground text-sm">{t("panel.reserved")}</p> : null}
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
            {saved ? t("panel.saved") : t("panel.save")}
          </Button>
        </form>
        <ShareButton content={share} label={t("share.button")} className="flex-1" />
      </div>
    </div>
  );
}
