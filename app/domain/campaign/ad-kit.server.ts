import { and, eq } from "drizzle-orm";
import { strToU8, type Zippable, zipSync } from "fflate";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { cropPhotoForAd, storedPhotoKeys } from "#app/lib/images.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { pathTo, ROUTES } from "#app/urls";
import { adTexts } from "./ad-texts";
import { channelListingUrl } from "./channels";
import { listingReference } from "./kyero-feed";

/** The sizes the networks ask for: Google/Meta link ads (1.91:1) and square feed ads. */
export const AD_PHOTO_SIZES = [
  { width: 1200, height: 628 },
  { width: 1080, height: 1080 },
] as const;
/** The cover and the next few are what an ad set uses; more would only make the zip slower. */
export const AD_KIT_MAX_PHOTOS = 5;

const numbered = (lines: string[]) => lines.map((line, index) => `${index + 1}. ${line}`).join("\n");

/**
 * The ad kit of a paid listing as a zip: the Google and Meta texts and the photos cut to each ad
 * size. Null when the listing does not exist or its campaign is not paid. Photos not in our own
 * storage (placeholders, external URLs) are skipped and the LEEME says how many were included.
 */
export async function buildAdKitZip({
  db,
  storage,
  propertyId,
  publicUrl,
  brandName,
}: {
  db: Db;
  storage: FileStorage;
  propertyId: string;
  publicUrl: string;
  brandName: string;
}): Promise<{ zip: Uint8Array; fileName: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(propertyId)) return null;
  const [listing] = await db
    .select({
      id: properties.id,
      title: properties.title,
      description: properties.description,
      address: properties.address,
      province: properties.province,
      propertyType: properties.propertyType,
      price: properties.price,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      size: properties.size,
      energyRating: properties.energyRating,
      features: properties.features,
      images: properties.images,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.marketingActive, true)));
  if (!listing) return null;

  const texts = adTexts(listing, brandName);
  const listingUrl = `${publicUrl}${pathTo(ROUTES.property, { id: listing.id })}`;
  const files: Zippable = {};
  files["google-ads.txt"] = strToU8(
    [
      "Anuncio de búsqueda adaptable de Google Ads",
      "",
      `URL final: ${channelListingUrl(listingUrl, "google_ads", listing.id)}`,
      "",
      `Títulos (máx. 30 caracteres cada uno, ${texts.google.headlines.length}):`,
      numbered(texts.google.headlines),
      "",
      `Descripciones (máx. 90 caracteres cada una, ${texts.google.descriptions.length}):`,
      numbered(texts.google.descriptions),
      "",
    ].join("\n"),
  );
  files["meta.txt"] = strToU8(
    [
      "Anuncio de Meta (Facebook e Instagram)",
      "",
      `URL del sitio web: ${channelListingUrl(listingUrl, "meta", listing.id)}`,
      "",
      `Texto principal: ${texts.meta.primaryText}`,
      `Título: ${texts.meta.headline}`,
      `Descripción: ${texts.meta.description}`,
      "",
    ].join("\n"),
  );
  files["textos.json"] = strToU8(JSON.stringify(texts, null, 2));

  let photos = 0;
  for (const url of listing.images) {
    if (photos === AD_KIT_MAX_PHOTOS) break;
    const largest = storedPhotoKeys(url)?.at(-1);
    const stored = largest ? await storage.get(BUCKETS.propertyImages, largest) : null;
    if (!stored) continue;
    photos += 1;
    for (const { width, height } of AD_PHOTO_SIZES) {
      const name = `fotos/${width}x${height}-${String(photos).padStart(2, "0")}.jpg`;
      // JPEGs are compressed already: stored as they are, deflating them again would only cost time.
      files[name] = [await cropPhotoForAd(stored.body, width, height), { level: 0 }];
    }
  }
  files["LEEME.txt"] = strToU8(
    [
      `Kit de anuncios de «${listing.title ?? "inmueble"}» (${listingReference(listing.id)})`,
      "",
      "google-ads.txt: títulos y descripciones para un anuncio de búsqueda adaptable.",
      "meta.txt: texto principal, título y descripción para Facebook e Instagram.",
      `fotos/: ${photos} ${photos === 1 ? "foto" : "fotos"} en 1200×628 y 1080×1080 (JPEG).`,
      "Las URL llevan utm_source, utm_medium y utm_campaign: no las cambies, así sabemos qué canal trae cada comprador.",
      "",
    ].join("\n"),
  );
  const zip = zipSync(files, { level: 6, mtime: new Date("2026-01-01T00:00:00Z") });
  return { zip, fileName: `kit-anuncios-${listingReference(listing.id)}.zip` };
}
