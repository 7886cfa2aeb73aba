import { jpegRenditionKey } from "#app/domain/listings/photo-variants";
import { publishedCoordinate } from "#app/domain/listings/portal-media";
import { addressParts } from "#app/domain/listings/property-seo";
import type { Locale } from "#app/lib/i18n/locales";
import { localePathTo, pathTo, ROUTES } from "#app/urls";
import { channelListingUrl } from "./channels";

/**
 * The Kyero v3 XML import format (the open feed Spanish and international portals read): a `<root>`
 * with `<kyero><feed_version>3</feed_version></kyero>` and one `<property>` per listing. Pure: the
 * stream in feed.server.ts writes these pieces page by page. docs/campaign-feed.md records each choice.
 */

export const KYERO_FEED_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n<kyero><feed_version>3</feed_version></kyero>\n';
export const KYERO_FEED_TAIL = "</root>\n";

/** Our 13 form types → Kyero's English types. An unknown type (old agency rows) is 'other'. */
export const KYERO_TYPES: Record<string, string> = {
  Piso: "apartment",
  Ático: "penthouse",
  Dúplex: "duplex",
  Loft: "apartment",
  Estudio: "studio",
  Casa: "house",
  Chalet: "villa",
  "Local comercial": "commercial",
  Oficina: "office",
  Garaje: "garage",
  Trastero: "storage",
  Terreno: "land",
  "Nave industrial": "warehouse",
};

export function kyeroType(propertyType: string | null): string {
  return (propertyType && KYERO_TYPES[propertyType]) || "other";
}

/** A–G as the certificate says; 'Exento' is Kyero's X; 'En trámite' has no letter yet, so none is sent. */
export function kyeroEnergyRating(rating: string | null): string | null {
  if (rating && /^[A-G]$/.test(rating)) return rating;
  if (rating === "Exento") return "X";
  return null;
}

// XML 1.0 forbids most C0 controls even escaped; a pasted description may carry one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
const NEEDS_ESCAPING = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function xmlText(value: string | number): string {
  const text = String(value);
  // Most values (numbers, ids, URLs, towns) need nothing: the feed writes thousands of them.
  if (!NEEDS_ESCAPING.test(text)) return text;
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC, the form Kyero's <date> takes. */
export function kyeroDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

export type FeedListing = {
  id: string;
  title: string | null;
  description: string | null;
  address: string | null;
  province: string | null;
  propertyType: string | null;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  energyRating: string | null;
  images: string[];
  features: string[];
  /** The exact point: only its rounded form leaves (portal-media.ts). */
  latitude?: number | null;
  longitude?: number | null;
  /** The latest of the listing's own change and its campaign's start. */
  changedAt: Date;
  /** The descriptions a person wrote or reviewed in other languages (an unreviewed machine text stays off the feed, where no label could say so). */
  translations?: { locale: Exclude<Locale, "es">; description: string }[];
};

/**
 * Kyero reads GIF, JPEG and PNG only, named by their extension. Our stored photos (WebP) go as the
 * JPEG rendition of their 1920 px variant, on our own origin; an outside JPEG or PNG as it is; any
 * other address (a placeholder, an outside WebP) is left out rather than refused by the importer.
 */
export function feedPhotoUrl(url: string, publicUrl: string): string | null {
  const rendition = jpegRenditionKey(url);
  const absolute = rendition
    ? `${publicUrl}${pathTo(ROUTES.feedPhoto, { "*": rendition })}`
    : url.startsWith("/")
      ? `${publicUrl}${url}`
      : url;
  return KYERO_PHOTO.test(absolute) ? absolute : null;
}

const KYERO_PHOTO = /^(https?|ftp):\/\/.*\.(gif|jpe?g|png)$/i;

/** Kyero v3 takes at most 50 photos and 50 features per listing. */
export const KYERO_MAX_ITEMS = 50;

/** Short public reference for a listing: portals show it to buyers who phone. */
export function listingReference(id: string): string {
  return `ZG-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

const element = (name: string, value: string | number) => `<${name}>${xmlText(value)}</${name}>`;

export function kyeroProperty(listing: FeedListing, publicUrl: string): string {
  const town = listing.address ? addressParts(listing.address, listing.province).addressLocality : null;
  const energy = kyeroEnergyRating(listing.energyRating);
  const urlIn = (locale: Locale) =>
    channelListingUrl(
      `${publicUrl}${localePathTo(locale, ROUTES.property, { id: listing.id })}`,
      "kyero",
      listing.id,
    );
  const description = [listing.title, listing.description].filter(Boolean).join("\n\n");
  const translations = listing.translations ?? [];
  const photos = listing.images
    .map((url) => feedPhotoUrl(url, publicUrl))
    .filter((url): url is string => url !== null)
    .slice(0, KYERO_MAX_ITEMS);
  const features = listing.features.slice(0, KYERO_MAX_ITEMS);
  // Kyero's elements sit in no fixed order; this one is the order of its documentation.
  const parts = [
    "<property>",
    element("id", listing.id),
    element("date", kyeroDate(listing.changedAt)),
    element("ref", listingReference(listing.id)),
    element("price", listing.price ?? 0),
    "<currency>EUR</currency>",
    "<price_freq>sale</price_freq>",
    "<part_ownership>0</part_ownership>",
    "<leasehold>0</leasehold>",
    "<new_build>0</new_build>",
    element("type", kyeroType(listing.propertyType)),
    element("town", town ?? listing.province ?? ""),
    element("province", listing.province ?? ""),
    "<country>Spain</country>",
    listing.latitude != null && listing.longitude != null
      ? `<location>${element("latitude", publishedCoordinate(listing.latitude))}${element("longitude", publishedCoordinate(listing.longitude))}</location>`
      : "",
    element("beds", listing.bedrooms ?? 0),
    element("baths", listing.bathrooms ?? 0),
    "<pool>0</pool>",
    `<surface_area>${element("built", Math.round(listing.size ?? 0))}</surface_area>`,
    energy ? `<energy_rating>${element("consumption", energy)}</energy_rating>` : "",
    `<url>${element("es", urlIn("es"))}${translations.map(({ locale }) => element(locale, urlIn(locale))).join("")}</url>`,
    `<desc>${element("es", description)}${translations
      .map(({ locale, description: text }) => element(locale, text))
      .join("")}</desc>`,
    features.length
      ? `<features>${features.map((feature) => element("feature", feature)).join("")}</features>`
      : "",
    `<images>${photos.map((url, index) => `<image id="${index + 1}">${element("url", url)}</image>`).join("")}</images>`,
    // Kyero v3 has no element for the cadastral reference, a video or a tour (ADR 0069): an unknown
    // element makes the importer refuse the listing, so they stay on our own page. The floor plan
    // is one of the photos, and goes with them.
    "</property>\n",
  ];
  return parts.join("");
}
