import { addressParts } from "#app/domain/listings/property-seo";
import { formatPrice } from "#app/lib/format";

/**
 * The ad kit's texts, written from the listing's data in Spanish (issue #27). Google's responsive
 * search ads take 3–15 headlines of ≤ 30 characters and 2–4 descriptions of ≤ 90; Meta shows about
 * 125 characters of primary text, 40 of headline and 30 of description before cutting. Every text
 * is built from candidates and a candidate that does not fit is left out (never cut mid-word),
 * with short fixed lines as the floor, so the limits hold whatever the listing says.
 */

export const GOOGLE_LIMITS = {
  headline: 30,
  description: 90,
  maxHeadlines: 15,
  maxDescriptions: 4,
  minHeadlines: 3,
  minDescriptions: 2,
};
export const META_LIMITS = { primaryText: 125, headline: 40, description: 30 };

/**
 * Google counts characters, not bytes: 'Ático' is 5. Double-width characters (Chinese, Japanese,
 * Korean, full-width forms) count as 2 (Google Ads help, "character limits for double-width
 * languages"). Counted by code point, so an astral character is one, not two UTF-16 units.
 */
export function googleTextLength(text: string): number {
  let length = 0;
  for (const character of text) length += isDoubleWidth(character.codePointAt(0) ?? 0) ? 2 : 1;
  return length;
}

function isDoubleWidth(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

export type AdListing = {
  id: string;
  title: string | null;
  address: string | null;
  province: string | null;
  propertyType: string | null;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  energyRating: string | null;
  features: string[];
};

export type AdTexts = {
  google: { headlines: string[]; descriptions: string[] };
  meta: { primaryText: string; headline: string; description: string };
};

// Ads refuse emoji and control characters, and a pasted line break reads as a space.
const NOT_AD_TEXT = /\p{Extended_Pictographic}|\p{Cc}|\u200d|\ufe0f/gu;
const clean = (text: string) => text.replace(NOT_AD_TEXT, " ").replace(/\s+/g, " ").trim();

/** The candidates that fit, in order, without repeats (Google refuses duplicate assets). */
function fitting(candidates: (string | null)[], limit: number, max: number): string[] {
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const text = clean(candidate);
    if (!text || googleTextLength(text) > limit) continue;
    if (chosen.some((other) => other.toLowerCase() === text.toLowerCase())) continue;
    chosen.push(text);
    if (chosen.length === max) break;
  }
  return chosen;
}

/** The longest run of whole words that fits, with an ellipsis when something was left out. */
export function shortenToWords(text: string, limit: number): string {
  const cleaned = clean(text);
  if (googleTextLength(cleaned) <= limit) return cleaned;
  let result = "";
  for (const word of cleaned.split(" ")) {
    const next = result ? `${result} ${word}` : word;
    if (googleTextLength(`${next}…`) > limit) break;
    result = next;
  }
  return result ? `${result.replace(/[,.;:·-]+$/, "")}…` : "";
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function adTexts(listing: AdListing, brandName: string): AdTexts {
  const type = clean(listing.propertyType ?? "") || "Inmueble";
  const lowerType = type.toLowerCase();
  const town = clean(
    (listing.address ? addressParts(listing.address, listing.province).addressLocality : null) ??
      listing.province ??
      "",
  );
  const province = clean(listing.province ?? "");
  const price = listing.price ? formatPrice(listing.price).replace(/\u00a0/g, " ") : null;
  const beds = listing.bedrooms ? plural(listing.bedrooms, "dormitorio", "dormitorios") : null;
  const baths = listing.bathrooms ? plural(listing.bathrooms, "baño", "baños") : null;
  const size = listing.size ? `${listing.size} m²` : null;
  const energy = listing.energyRating && /^[A-G]$/.test(listing.energyRating) ? listing.energyRating : null;
  const features = listing.features.map(clean).filter(Boolean);
  const inTown = town ? ` en ${town}` : "";
  const title = clean(listing.title ?? "");

  const headlines = fitting(
    [
      title,
      `${type}${inTown}`,
      `${type} en venta${inTown}`,
      town ? `${type} en venta en ${province || town}` : null,
      price ? `${type} por ${price}` : null,
      price,
      beds ? `${beds}${inTown}` : null,
      beds && size ? `${size} y ${beds}` : size,
      baths && beds ? `${beds} y ${baths}` : null,
      ...features.slice(0, 3).map((feature) => `${type} con ${feature.toLowerCase()}`),
      energy ? `Certificado energético ${energy}` : null,
      "Trato directo con el dueño",
      `Pide visita en ${brandName}`,
      "Visítalo esta semana",
      `${type} en venta`,
      "Vivienda en venta",
      "Pide información hoy",
    ],
    GOOGLE_LIMITS.headline,
    GOOGLE_LIMITS.maxHeadlines,
  );

  const facts = [size, beds, baths].filter(Boolean).join(", ");
  const descriptions = fitting(
    [
      facts ? `${type} de ${facts}${inTown}. Pide una visita hoy.` : null,
      facts ? `${type} de ${facts}${inTown}.` : null,
      price ? `${type}${inTown} por ${price}. Contacta sin intermediarios en ${brandName}.` : null,
      price ? `${type}${inTown} por ${price}.` : null,
      features.length
        ? `Con ${features.slice(0, 3).join(", ").toLowerCase()}. Fotos y detalles en ${brandName}.`
        : null,
      features.length ? `Con ${features.slice(0, 2).join(" y ").toLowerCase()}.` : null,
      energy ? `Certificado energético ${energy}. Consulta fotos, planos y detalles del ${lowerType}.` : null,
      `Mira las fotos y pide una visita del ${lowerType} en ${brandName}.`,
      "Mira las fotos y pide una visita en nuestra web.",
      "Pide información y una visita sin compromiso.",
    ],
    GOOGLE_LIMITS.description,
    GOOGLE_LIMITS.maxDescriptions,
  );

  const primaryText =
    shortenToWords(
      [
        title ? `${title}.` : null,
        facts
          ? `${type} de ${facts}${inTown}${province && province !== town ? ` (${province})` : ""}.`
          : null,
        price ? `Precio: ${price}.` : null,
        energy ? `Certificado energético ${energy}.` : null,
        `Pide una visita en ${brandName}.`,
      ]
        .filter(Boolean)
        .join(" "),
      META_LIMITS.primaryText,
    ) || "Pide una visita.";
  const [metaHeadline = "Vivienda en venta"] = fitting(
    [price ? `${type}${inTown} · ${price}` : null, `${type}${inTown}`, `${type} en venta`],
    META_LIMITS.headline,
    1,
  );
  const [metaDescription = "Pide una visita"] = fitting(
    [facts, beds, "Trato directo con el dueño"],
    META_LIMITS.description,
    1,
  );

  return {
    google: { headlines, descriptions },
    meta: { primaryText, headline: metaHeadline, description: metaDescription },
  };
}
