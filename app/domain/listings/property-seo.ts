/**
 * What search engines and link previews read about a listing: the description's first
 * 160 characters and schema.org structured data describing the offer.
 */

export const META_DESCRIPTION_LENGTH = 160;

/** The first 160 characters of the description, with its line breaks as spaces. */
export function metaDescription(description: string | null | undefined, fallback: string): string {
  const text = (description ?? "").replace(/\s+/g, " ").trim();
  return (text || fallback).slice(0, META_DESCRIPTION_LENGTH).trim();
}

export type AddressParts = {
  streetAddress: string;
  postalCode: string | null;
  /** The town: the segment after the street, without its postcode; the province if none is given. */
  addressLocality: string | null;
};

/**
 * Addresses are free text ('Calle de Fuencarral 142, 28010 Madrid',
 * 'Alameda de Urquijo 68, 48013 Bilbao, Vizcaya'); structured data wants the town apart.
 */
export function addressParts(address: string, province: string | null): AddressParts {
  const segments = address
    .split(",")
    .map((segment) => segment.trim())
    .filter(Boolean);
  const postalCode = /\b(\d{5})\b/.exec(address)?.[1] ?? null;
  const withoutProvince =
    segments.length > 2 && province && segments.at(-1)?.toLowerCase() === province.toLowerCase()
      ? segments.slice(0, -1)
      : segments;
  const last = withoutProvince.length > 1 ? withoutProvince.at(-1) : undefined;
  const locality = last?.replace(/\b\d{5}\b/, "").trim();
  return {
    streetAddress: segments[0] ?? address,
    postalCode,
    addressLocality: locality || province,
  };
}

const RESIDENCE_TYPES: Record<string, string> = {
  Piso: "Apartment",
  Ático: "Apartment",
  Dúplex: "Apartment",
  Loft: "Apartment",
  Estudio: "Apartment",
  Casa: "SingleFamilyResidence",
  Chalet: "SingleFamilyResidence",
};

export type StructuredDataInput = {
  title: string;
  description: string | null;
  address: string | null;
  province: string | null;
  propertyType: string | null;
  price: number | null;
  bedrooms: number | null;
  size: number | null;
  /** YYYY-MM-DD. */
  publishedOn: string;
  /** The canonical URL of the page. */
  url: string;
  /** Absolute photo URLs, cover first. */
  images: string[];
};

/** A schema.org RealEstateListing whose Offer carries the price in EUR and the place's address. */
export function propertyStructuredData(input: StructuredDataInput): Record<string, unknown> {
  const place: Record<string, unknown> = {
    "@type": (input.propertyType && RESIDENCE_TYPES[input.propertyType]) ?? "Place",
    name: input.title,
  };
  if (input.address) {
    const parts = addressParts(input.address, input.province);
    place.address = {
      "@type": "PostalAddress",
      streetAddress: parts.streetAddress,
      ...(parts.postalCode ? { postalCode: parts.postalCode } : {}),
      ...(parts.addressLocality ? { addressLocality: parts.addressLocality } : {}),
      ...(input.province ? { addressRegion: input.province } : {}),
      addressCountry: "ES",
    };
  }
  if (place["@type"] !== "Place") {
    if (input.bedrooms !== null) place.numberOfBedrooms = input.bedrooms;
    if (input.size !== null) {
      place.floorSize = { "@type": "QuantitativeValue", value: input.size, unitCode: "MTK" };
    }
  }
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    priceCurrency: "EUR",
    availability: "https://schema.org/InStock",
    url: input.url,
    itemOffered: place,
  };
  if (input.price !== null) offer.price = input.price;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: input.title,
    ...(input.description ? { description: metaDescription(input.description, input.title) } : {}),
    url: input.url,
    datePosted: input.publishedOn,
    ...(input.images.length > 0 ? { image: input.images } : {}),
    offers: offer,
  };
}
