import { FEATURE_KEYS, ORIGIN_KEYS, typeKey } from "#app/components/listings/portal-words";
import { MAX_SAVED_SEARCH_NAME, type SearchPart, searchParts } from "#app/domain/alerts/saved-searches";
import type { PortalFilters } from "#app/domain/listings/filters";
import type { PortalFeature } from "#app/domain/listings/search-options";
import { formatNumberIn, formatPriceIn } from "#app/lib/i18n/format";
import { INTL_TAGS, type Locale } from "#app/lib/i18n/locales";
import { type Translate, translator } from "#app/lib/i18n/translate";

const NBSP = "\u00a0";

/**
 * A saved search's filters in the reader's words: 'Piso · Madrid · hasta 300.000 € · con garaje y
 * terraza', 'Flat · Madrid · up to €300,000 · with parking and terrace', or 'Todas las propiedades'.
 */
export function describeSearch(locale: Locale, filters: PortalFilters): string {
  const t = translator(locale);
  const text = searchParts(filters)
    .map((part) => partInWords(locale, t, part))
    .join(" · ");
  return text || t("space.summary.all");
}

/** The name offered when saving: the summary, cut to the name's length. */
export function defaultSearchNameIn(locale: Locale, filters: PortalFilters): string {
  return describeSearch(locale, filters).slice(0, MAX_SAVED_SEARCH_NAME);
}

function partInWords(locale: Locale, t: Translate, part: SearchPart): string {
  switch (part.kind) {
    case "type": {
      const key = typeKey(part.type);
      return key ? t(key) : part.type;
    }
    case "province":
      return part.province;
    case "text":
      return t("space.summary.text", { text: part.text });
    case "origin":
      return t(ORIGIN_KEYS[part.origin]);
    case "price":
      return rangeInWords(t, part, (euros) => formatPriceIn(locale, euros));
    case "size":
      return rangeInWords(t, part, (metres) => `${formatNumberIn(locale, metres)}${NBSP}m²`);
    case "bedrooms":
      return t("space.summary.bedrooms", { count: part.atLeast });
    case "bathrooms":
      return t("space.summary.bathrooms", { count: part.atLeast });
    case "features":
      return t("space.summary.with", { features: featureList(locale, t, part.features) });
  }
}

function rangeInWords(
  t: Translate,
  range: { from: number | null; to: number | null },
  format: (n: number) => string,
) {
  if (range.from !== null && range.to !== null)
    return t("space.summary.between", { from: format(range.from), to: format(range.to) });
  if (range.from !== null) return t("space.summary.from", { value: format(range.from) });
  return t("space.summary.upTo", { value: format(range.to ?? 0) });
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/** 'garaje y piscina', 'parking, swimming pool and terrace'; German keeps its nouns capitalised. */
function featureList(locale: Locale, t: Translate, features: PortalFeature[]) {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(INTL_TAGS[locale], { type: "conjunction" });
    listFormats.set(locale, format);
  }
  const words = features.map((feature) => t(FEATURE_KEYS[feature]));
  return format.format(
    locale === "de" ? words : words.map((word) => word.toLocaleLowerCase(INTL_TAGS[locale])),
  );
}
