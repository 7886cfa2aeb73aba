import { addressParts } from "#app/domain/listings/property-seo";
import { formatPrice } from "#app/lib/format";
import {
  cleanAdText as clean,
  descriptionPhrases,
  descriptionSentences,
  neighbourhoodOf,
  repeatsAnother,
  sentencesWithin,
} from "./ad-text-sources";

/**
 * The ad kit's texts, written from the listing's data in Spanish. Google's responsive
 * search ads take 3–15 headlines of ≤ 30 characters and 2–4 descriptions of ≤ 90; Meta shows about
 * 125 characters of primary text, 40 of headline and 30 of description before cutting. Every text
 * is built from candidates and a candidate that does not fit is left out (never cut mid-word),
 * with short fixed lines as the floor, so the limits hold whatever the listing says. Each text
 * says something of its own: the neighbourhood and the owner's own sentences are used
 * when there are any, and no description is a cut-down copy of another.
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
  /** The owner's own words: the ads quote its sentences whole. */
  description: string | null;
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

/**
 * The candidates that fit, in order, without repeats (Google refuses duplicate assets); with
 * `distinct`, without one that is another's beginning either (a cut-down copy says nothing new).
 */
function fitting(candidates: (string | null)[], limit: number, max: number, distinct = false): string[] {
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const text = clean(candidate);
    if (!text || googleTextLength(text) > limit) continue;
    if (chosen.some((other) => other.toLowerCase() === text.toLowerCase())) continue;
    if (distinct && repeatsAnother(text, chosen)) continue;
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
  const neighbourhood = neighbourhoodOf(listing.address, listing.province);
  const price = listing.price ? formatPrice(listing.price).replace(/\u00a0/g, " ") : null;
  const beds = listing.bedrooms ? plural(listing.bedrooms, "dormitorio", "dormitorios") : null;
  const baths = listing.bathrooms ? plural(listing.bathrooms, "baño", "baños") : null;
  const size = listing.size ? `${listing.size} m²` : null;
  const energy = listing.energyRating && /^[A-G]$/.test(listing.energyRating) ? listing.energyRating : null;
  const features = listing.features.map(clean).filter(Boolean);
  const inTown = town ? ` en ${town}` : "";
  const inPlace = neighbourhood ? ` en ${neighbourhood}${town ? `, ${town}` : ""}` : inTown;
  const title = clean(listing.title ?? "");
  const ownWords = descriptionSentences(listing.description);
  const ownPhrases = descriptionPhrases(
    listing.description,
    (phrase) => googleTextLength(phrase) <= GOOGLE_LIMITS.headline,
  );

  const headlines = fitting(
    [
      title,
      neighbourhood ? `${type} en ${neighbourhood}` : null,
      `${type}${inTown}`,
      ownPhrases[0] ?? null,
      `${type} en venta${inTown}`,
      town ? `${type} en venta en ${province || town}` : null,
      price ? `${type} por ${price}` : null,
      neighbourhood && town ? `${neighbourhood}, ${town}` : null,
      ownPhrases[1] ?? null,
      price,
      beds ? `${beds}${inTown}` : null,
      beds && size ? `${size} y ${beds}` : size,
      baths && beds ? `${beds} y ${baths}` : null,
      ...features.slice(0, 3).map((feature) => `${type} con ${feature.toLowerCase()}`),
      energy ? `Certificado energético ${energy}` : null,
      ...ownPhrases.slice(2),
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
  // One text per subject: the longer wording when it fits, else the shorter — never both.
  const oneOf = (wordings: string[]) => fitting(wordings, GOOGLE_LIMITS.description, 1)[0] ?? null;
  // Four texts, four things to say: the home and its place, the owner's words, the price, the rest.
  const descriptions = fitting(
    [
      facts ? oneOf([`${type} de ${facts}${inPlace}. Pide una visita hoy.`, `${type} de ${facts}.`]) : null,
      ownWords[0] ?? null,
      price
        ? oneOf([
            `${type}${inPlace} por ${price}. Contacta sin intermediarios en ${brandName}.`,
            `${price}. Trato directo con el dueño, sin agencia.`,
          ])
        : null,
      features.length
        ? `Con ${features.slice(0, 3).join(", ").toLowerCase()}. Fotos y detalles en ${brandName}.`
        : null,
      energy ? `Certificado energético ${energy}. Consulta fotos, planos y detalles del ${lowerType}.` : null,
      ...ownWords.slice(1),
      `Mira las fotos y pide una visita del ${lowerType} en ${brandName}.`,
      "Mira las fotos y pide una visita en nuestra web.",
      "Pide información y una visita sin compromiso.",
    ],
    GOOGLE_LIMITS.description,
    GOOGLE_LIMITS.maxDescriptions,
    true,
  );

  // Whole sentences only: Meta shows the text as written, so it must never stop mid-phrase.
  const primaryText =
    sentencesWithin(
      [
        title ? `${title.replace(/[.!?…]+$/u, "")}.` : null,
        ownWords[0] ?? null,
        facts
          ? `${type} de ${facts}${inPlace}${province && province !== town ? ` (${province})` : ""}.`
          : null,
        price ? `Precio: ${price}.` : null,
        energy ? `Certificado energético ${energy}.` : null,
        clean(`Pide una visita en ${brandName}.`),
      ],
      META_LIMITS.primaryText,
      googleTextLength,
    ) || "Pide una visita.";
  const [metaHeadline = "Vivienda en venta"] = fitting(
    [
      price ? `${type}${inPlace} · ${price}` : null,
      price ? `${type}${inTown} · ${price}` : null,
      `${type}${inPlace}`,
      `${type}${inTown}`,
      `${type} en venta`,
    ],
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
