import { MapPin } from "lucide-react";
import { CardHeartButton } from "#app/components/listings/card-heart";
import { EnergyRatingBadge } from "#app/components/listings/energy-rating";
import { CardPhoto } from "#app/components/listings/listing-photo";
import { callWordsIn, PhoneRevealControl } from "#app/components/listings/phone-reveal";
import { ShareLink } from "#app/components/listings/share-button";
import { TestListingBadge } from "#app/components/listings/test-listing-badge";
import { Badge } from "#app/components/ui/badge";
import { Icon } from "#app/components/ui/shared-icons";
import { isReserved } from "#app/domain/listings/labels";
import type { PortalListing } from "#app/domain/listings/portal.server";
import { formatNumberIn, formatPriceIn } from "#app/lib/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";
import { type Translate, translator } from "#app/lib/i18n/translate";
import { localePathTo, ROUTES } from "#app/urls";
import { typeKey } from "./portal-words";

/**
 * Bedrooms, bathrooms, m², each only when the seller gave it, as each reader writes them:
 * '3 hab. · 1 baño', '3 bedrooms · 2 bathrooms', '3 Zimmer · 2 Bäder'.
 */
export function cardFacts(
  { bedrooms, bathrooms, size }: Pick<PortalListing, "bedrooms" | "bathrooms" | "size">,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = translator(locale);
  const facts: string[] = [];
  if (bedrooms !== null) facts.push(t("card.bedrooms", { count: bedrooms }));
  if (bathrooms !== null) facts.push(t("card.bathrooms", { count: bathrooms }));
  if (size !== null) facts.push(t("card.area", { area: formatNumberIn(locale, size) }));
  return facts;
}

/** The listing's type in the reader's words; one the catalogue does not know, as the seller chose it. */
function typeLabel(type: string | null, t: Translate) {
  if (type === null) return null;
  const key = typeKey(type);
  return key ? t(key) : type;
}

type PropertyCardProps = {
  listing: PortalListing;
  isPriority?: boolean;
  /** A tester's own listing, shown to them alone: labelled "Prueba" (docs/decisions/0025). */
  isTest?: boolean;
  /** A signed-in buyer saved it: the heart is filled and takes it away. */
  saved?: boolean;
  locale?: Locale;
};

/**
 * One listing in the portal grid. The title's link stretches over the whole card, so a click
 * anywhere opens the listing while 'Ver teléfono', share and the heart, raised above it, stay their
 * own. 'Ver teléfono' is the listing page's own button, as on the big portals: with JavaScript the
 * number appears in the card; without, the listing's page opens with it shown.
 */
export function PropertyCard({
  listing,
  isPriority,
  isTest = false,
  saved = false,
  locale = DEFAULT_LOCALE,
}: PropertyCardProps) {
  const t = translator(locale);
  const title = listing.title?.trim() || t("card.untitled");
  const facts = cardFacts(listing, locale);
  const reserved = isReserved({
    status: "published",
    arrasSigned: listing.arrasSigned,
    saleConfirmed: false,
    hasActiveDeal: listing.hasActiveDeal,
  });
  return (
    // `listing-card` (app.css): one class for the frame a page of cards repeats.
    <article className="group listing-card">
      <div className="relative overflow-hidden">
        <CardPhoto
          url={listing.coverImage}
          isPriority={isPriority}
          noPhotoLabel={t("gallery.noPhotos")}
          className="transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
        />
        <Badge
          variant={listing.origin === "agency" ? "accent" : "soft"}
          className="absolute top-3 left-3 shadow-sm"
        >
          {listing.origin === "agency" ? t("type.Colaboración de Agencia") : t("card.privateSale")}
        </Badge>
        {reserved ? (
          <Badge variant="default" className="absolute top-3 right-3 shadow-sm">
            {t("card.reserved")}
          </Badge>
        ) : null}
        {isTest ? <TestListingBadge className="absolute bottom-3 left-3 shadow-sm" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="font-medium text-muted-foreground text-sm">{typeLabel(listing.propertyType, t)}</p>
        <h2 className="font-semibold text-foreground text-lg leading-snug">
          {/* A plain link: the portal does not hydrate, so the router's attributes would be dead weight. */}
          <a
            href={localePathTo(locale, ROUTES.property, { id: listing.id })}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {title}
          </a>
        </h2>
        {listing.address ? (
          <p data-share-address className="flex items-start gap-1.5 text-muted-foreground text-sm">
            <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0" />
            {listing.address}
          </p>
        ) : null}
        {facts.length > 0 ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-foreground text-sm">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p className="font-bold text-2xl text-primary tabular-nums">
            {listing.price !== null ? formatPriceIn(locale, listing.price) : t("card.priceOnRequest")}
          </p>
          <EnergyRatingBadge rating={listing.energyRating} t={t} className="mb-1" />
        </div>
        {/* One form for the row: 'Ver teléfono' and the heart both post to the listing's page, each
            with its own intent (the portal's HTML is weighed: scripts/bench/page-weight.ts). The
            heart saves it, or sends a visitor to /auth first, or takes it away
            when the signed-in buyer saved it, and comes back here;
            'Ver teléfono' without JavaScript opens the listing with the number shown. */}
        <form
          method="post"
          action={localePathTo(locale, ROUTES.property, { id: listing.id })}
          className="flex gap-2 pt-1"
        >
          <PhoneRevealControl
            propertyId={null}
            hasPhone={listing.hasPhone}
            unavailableLabel={t("card.noContact")}
            isReserved={reserved}
            reservedLabel={t("card.reserved")}
            revealLabel={t("card.showPhone")}
            callWords={callWordsIn(locale, t)}
            className="flex-1"
          />
          <ShareLink
            href={localePathTo(locale, ROUTES.property, { id: listing.id })}
            label={t("card.share")}
          />
          <CardHeartButton saved={saved} label={saved ? t("card.unsave") : t("card.save")} />
        </form>
      </div>
    </article>
  );
}
