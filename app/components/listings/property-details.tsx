import { Check, ExternalLink, ShieldCheck } from "lucide-react";
import { ListingMediaLinks } from "#app/components/listings/listing-media-links";
import { useListingWords } from "#app/components/listings/listing-words";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/shared-icons";
import type { PropertyFeature } from "#app/domain/listings/catalogues";
import type { ShownDescription } from "#app/domain/listings/listing-translations";
import type { ListingMedia } from "#app/domain/listings/portal-media";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, type Translate, translator } from "#app/lib/i18n/translate";

/** decisions.md: the official registry where anyone can order a nota simple. */
export const NOTA_SIMPLE_URL = "https://sede.registradores.org";

/**
 * The seller's text exactly as typed: rendered as text (never as HTML), line breaks kept; then the
 * seller's video and tour, when there are any.
 */
export function PropertyDescription({
  shown,
  locale,
  media,
}: {
  shown: ShownDescription;
  locale: Locale;
  media: ListingMedia;
}) {
  const t = translator(locale);
  // What the reader is told of the text: a machine's, or Spanish for want of their language.
  const note =
    shown.note === "machine"
      ? t("listing.description.machine")
      : shown.note === "spanish"
        ? t("listing.description.inSpanish")
        : null;
  const description = shown.text;
  // The text's own language when it is not the page's (a Spanish text on the English page).
  const lang = shown.lang === locale ? undefined : shown.lang;
  return (
    <section aria-labelledby="property-description" className="flex flex-col gap-3">
      <h2 id="property-description" className="text-2xl">
        {t("listing.description.title")}
      </h2>
      {note ? <p className="text-muted-foreground text-sm">{note}</p> : null}
      <p lang={lang} className="whitespace-pre-line text-foreground leading-relaxed">
        {description?.trim() || t("listing.description.none")}
      </p>
      <ListingMediaLinks videoUrl={media.videoUrl} virtualTourUrl={media.virtualTourUrl} />
    </section>
  );
}

/** Each feature the listing form offers, by its stored (Spanish) value: written out for the catalogue test. */
const FEATURE_KEYS: Record<PropertyFeature, MessageKey> = {
  Piscina: "propertyFeature.Piscina",
  Garaje: "propertyFeature.Garaje",
  Trastero: "propertyFeature.Trastero",
  Terraza: "propertyFeature.Terraza",
  Balcón: "propertyFeature.Balcón",
  Jardín: "propertyFeature.Jardín",
  Ascensor: "propertyFeature.Ascensor",
  "Aire Acondicionado": "propertyFeature.Aire Acondicionado",
  Calefacción: "propertyFeature.Calefacción",
  Amueblado: "propertyFeature.Amueblado",
  "Armarios empotrados": "propertyFeature.Armarios empotrados",
};

/** A feature in the reader's words; one the form no longer offers, as it was stored. */
function featureLabel(feature: string, t: Translate): string {
  const key = Object.hasOwn(FEATURE_KEYS, feature) ? FEATURE_KEYS[feature as PropertyFeature] : undefined;
  return key ? t(key) : feature;
}

/** Shown only when the listing has any. */
export function PropertyFeatures({ features }: { features: string[] }) {
  const { t } = useListingWords();
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="property-features" className="flex flex-col gap-3">
      <h2 id="property-features" className="text-2xl">
        {t("filters.features")}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-2 text-foreground">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft">
              <Icon icon={Check} className="size-4 text-primary" />
            </span>
            {featureLabel(feature, t)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a buyer should check before paying anything, with the registry link. */
export function BuyerRecommendations() {
  const { t } = useListingWords();
  return (
    <section
      aria-labelledby="buyer-recommendations"
      className="flex flex-col gap-4 rounded-xl border border-primary/25 bg-primary-soft/60 p-5 sm:p-6"
    >
      <h2 id="buyer-recommendations" className="flex items-center gap-2 text-primary text-xl">
        <Icon icon={ShieldCheck} className="size-6 shrink-0" />
        {t("listing.tips.title")}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-foreground">
        <li>{t("listing.tips.identity")}</li>
        <li>{t("listing.tips.registry")}</li>
      </ul>
      <Button asChild variant="outline" className="self-start">
        <a href={NOTA_SIMPLE_URL} target="_blank" rel="noopener noreferrer">
          {t("listing.tips.button")}
          <Icon icon={ExternalLink} className="size-4" />
          <span className="sr-only">{t("listing.newTab")}</span>
        </a>
      </Button>
    </section>
  );
}
