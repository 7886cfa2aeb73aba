import { MapPin, Phone, PhoneOff, SearchX, Share2 } from "lucide-react";
import { PropertyCard } from "#app/components/listings/property-card";
import { SHARE_WORDS_ATTRIBUTE } from "#app/components/listings/share-dialog-markup";
import { shareWords } from "#app/components/listings/share-words";
import { Button } from "#app/components/ui/button";
import { SharedIcons } from "#app/components/ui/shared-icons";
import type { PortalListing } from "#app/domain/listings/portal.server";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { RenderOncePerVersion } from "#app/lib/render-once";
import { localePathTo, pathTo, ROUTES } from "#app/urls";

/** Each card enters 0.1 s after the one before it. */
const ENTRANCE_STEP_SECONDS = 0.1;

/** The names cards are kept under per version (RenderOncePerVersion): the first, with its cover preloaded, apart. */
export const CARD_VERSIONS = { first: "portal/first-card", other: "portal/card" } as const;

/** What a card's kept version depends on: everything it shows. */
export function cardVersionInputs(
  locale: Locale,
  listing: PortalListing,
  saved: ReadonlySet<string> | undefined,
): string[] {
  return [locale, JSON.stringify(listing), String(saved?.has(listing.id) ?? false)];
}

/** Every card repeats these, so they are drawn once for the grid. */
const CARD_ICONS = {
  "card-icon-map-pin": MapPin,
  "card-icon-phone": Phone,
  "card-icon-phone-off": PhoneOff,
  "card-icon-share": Share2,
};

type PropertyGridProps = {
  listings: PortalListing[];
  publicUrl: string;
  /** The ids a signed-in buyer saved (their hearts filled); none on the page a visitor shares. */
  saved?: ReadonlySet<string>;
  locale?: Locale;
};

/**
 * 1, 2 or 3 columns by width. The entrance animation is CSS only (so server-rendered cards
 * animate before any JavaScript runs) and switched off entirely, delay included, for people who
 * ask for reduced motion.
 */
export function PropertyGrid({ listings, publicUrl, saved, locale = DEFAULT_LOCALE }: PropertyGridProps) {
  return (
    <SharedIcons icons={CARD_ICONS}>
      {/* The public URL once for every card's share link (app/enhance/share.ts), not on each. */}
      {/* The entrance animation is set once, on the list, for every card (`*:`); the delay is each card's. */}
      <ul
        data-share-base={publicUrl}
        // The share dialog the script draws, in the page's language (Spanish is the script's own).
        {...(locale === DEFAULT_LOCALE
          ? {}
          : { [SHARE_WORDS_ATTRIBUTE]: JSON.stringify(shareWords(translator(locale))) })}
        className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 motion-safe:*:animate-[fade-in_450ms_ease-out_both]"
      >
        {listings.map((listing, index) => (
          <li key={listing.id} style={{ animationDelay: `${(index * ENTRANCE_STEP_SECONDS).toFixed(1)}s` }}>
            {index === 0 ? (
              // Rendered every time: its cover is the page's LCP image, which React preloads from
              // the head. Kept all the same, for the search templates that write it in.
              <RenderOncePerVersion
                name={CARD_VERSIONS.first}
                inputs={cardVersionInputs(locale, listing, saved)}
                alwaysRendered
              >
                <PropertyCard listing={listing} isPriority saved={saved?.has(listing.id)} locale={locale} />
              </RenderOncePerVersion>
            ) : (
              // Kept per version of what the card shows: rendered once across searches, and a
              // changed listing is a new version (app/lib/render-once.ts).
              <RenderOncePerVersion
                name={CARD_VERSIONS.other}
                inputs={cardVersionInputs(locale, listing, saved)}
              >
                <PropertyCard listing={listing} saved={saved?.has(listing.id)} locale={locale} />
              </RenderOncePerVersion>
            )}
          </li>
        ))}
      </ul>
    </SharedIcons>
  );
}

/**
 * The empty state. The invitation to be the first to publish only when the portal has no
 * listing at all; when filters match nothing, a way back to every listing instead.
 */
export function PortalEmptyState({
  portalIsEmpty,
  locale = DEFAULT_LOCALE,
}: {
  portalIsEmpty: boolean;
  locale?: Locale;
}) {
  const t = translator(locale);
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border border-dashed bg-card px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft">
        <SearchX aria-hidden="true" className="size-8 text-primary" />
      </span>
      <h2 className="font-semibold text-2xl text-foreground">{t("portal.empty.title")}</h2>
      <p className="max-w-md text-muted-foreground">{t("portal.empty.text")}</p>
      <Button asChild size="lg" className="mt-2" variant={portalIsEmpty ? "default" : "outline"}>
        {portalIsEmpty ? (
          <a href={pathTo(ROUTES.sell)}>{t("portal.empty.publish")}</a>
        ) : (
          <a href={localePathTo(locale, ROUTES.portal)}>{t("portal.empty.all")}</a>
        )}
      </Button>
    </div>
  );
}
