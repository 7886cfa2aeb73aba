import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { leads } from "#app/db/schema/leads";
import { properties } from "#app/db/schema/properties";
import { DomainError } from "#app/domain/errors";
import { LEAD_KIND_INFO } from "#app/domain/leads/log/kinds";
import { addPropertyPhotos, uploadFromBytes } from "#app/domain/listings/property-photos.server";
import { createsTestListings } from "#app/domain/listings/test-listings";
import { requireTester, type SampleInput } from "#app/domain/process/sample.server";
import { createRandom } from "#app/lib/random";
import { bedroomScene, kitchenScene, livingScene } from "#app/lib/scenes/indoor";
import { facadeScene, houseScene } from "#app/lib/scenes/outdoor";
import { BUCKETS } from "#app/lib/storage.server";

/** 'a Madrid listing priced 250000 with 15 placeholder images'. */
export const SAMPLE_PROPERTY = {
  title: "Piso de prueba luminoso en Chamberí",
  description:
    "Propiedad de ejemplo creada en el modo de prueba.\nPiso exterior de tres dormitorios, salón con balcón y cocina equipada, cerca del metro.",
  address: "Calle de Fuencarral 100, Madrid",
  province: "Madrid",
  propertyType: "Piso",
  price: 250_000,
  bedrooms: 3,
  bathrooms: 2,
  size: 95,
  countryCode: "+34",
  phone: "600000000",
  energyRating: "D",
  features: ["Ascensor", "Calefacción", "Balcón"],
  // The facts the law asks for (domain/listings/facts.ts), so the sample is publishable as is.
  usefulSize: 81,
  yearBuilt: 1968,
  yearRenovated: 2018,
  floor: "4.º",
  hasLift: true,
  occupancy: "libre",
  communityFeesYearly: 1440,
  ibiYearly: 520,
  charges: "Sin cargas",
  energyConsumption: 148.3,
  energyEmissionsRating: "D",
  energyEmissions: 32.4,
} as const;
export const SAMPLE_PHOTO_COUNT = 15;

/**
 * The sample's one buyer contact, so a tester can try both answers of step 6 ("¿Quién ha comprado
 * tu vivienda?"): this lead (the success fee, or the tester's free finish) or a buyer from outside.
 */
export const SAMPLE_LEAD = {
  kind: "enquiry",
  state: LEAD_KIND_INFO.enquiry.initialState,
  buyerName: "Comprador de prueba",
  buyerEmail: "comprador.prueba@example.com",
  message: "Mensaje de ejemplo del modo de prueba: me interesa el piso, ¿podría verlo esta semana?",
} as const;

const SCENES = [
  facadeScene,
  livingScene,
  kitchenScene,
  bedroomScene,
  (rng: Parameters<typeof facadeScene>[0]) => houseScene(rng, { withPool: false }),
];
const SCENE_NAMES = ["fachada", "salon", "cocina", "dormitorio", "exterior"];

// The pictures are the same every time: drawn once per process, then only stored per property.
let placeholderPhotos: Promise<{ name: string; bytes: Buffer }[]> | undefined;

/**
 * Fifteen camera-like JPEGs from five demo scenes (no files shipped, no network). Drawing is the
 * slow part, so each scene is drawn once and appears three times, under its own name.
 */
export function samplePhotos(): Promise<{ name: string; bytes: Buffer }[]> {
  placeholderPhotos ??= Promise.all(
    SCENES.map(async (draw, kind) => {
      const svg = draw(createRandom(`sample-${kind}`));
      return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
    }),
  )
    .then((scenes) =>
      Array.from({ length: SAMPLE_PHOTO_COUNT }, (_, index) => ({
        name: `${SCENE_NAMES[index % SCENES.length]}-${index + 1}.jpg`,
        bytes: scenes[index % SCENES.length] as Buffer,
      })),
    )
    .catch((error: unknown) => {
      placeholderPhotos = undefined;
      throw error;
    });
  return placeholderPhotos;
}

/**
 * 'Modo de Prueba': a complete, published sample listing in one click, so a tester can walk the
 * six steps at once. The photos go through the same upload pipeline as an owner's (checked from
 * the bytes, re-encoded, stored under the user's folder). Only testers, by their stored role.
 */
export async function createSampleProperty({
  db,
  storage,
  user,
}: SampleInput): Promise<{ propertyId: string }> {
  requireTester(user);
  const [created] = await db
    .insert(properties)
    .values({
      ...SAMPLE_PROPERTY,
      features: [...SAMPLE_PROPERTY.features],
      userId: user.id,
      propertyOrigin: "particular",
      status: "draft",
      // A tester's, as requireTester made sure: kept off the public portal, feeds and alerts.
      isTest: createsTestListings(user.role),
      email: user.email,
      ownerName: user.name,
    })
    .returning({ id: properties.id });
  if (!created) throw new Error("sample property not created");

  const photos = await samplePhotos();
  const result = await addPropertyPhotos({
    db,
    storage,
    user,
    propertyId: created.id,
    files: photos.map((photo) => uploadFromBytes(photo.name, photo.bytes)),
  });
  if (result.images.length < SAMPLE_PHOTO_COUNT) {
    // A half-made sample would only confuse: leave nothing behind.
    await db.delete(properties).where(and(eq(properties.id, created.id), eq(properties.userId, user.id)));
    await storage.deletePrefix(BUCKETS.propertyImages, `${user.id}/${created.id}/`);
    throw new DomainError("conflict", "No se pudo crear la propiedad de prueba. Inténtalo de nuevo.");
  }
  await db
    .update(properties)
    .set({ status: "published", updatedAt: new Date() })
    .where(and(eq(properties.id, created.id), eq(properties.userId, user.id)));
  await db.insert(leads).values({ ...SAMPLE_LEAD, propertyId: created.id });
  return { propertyId: created.id };
}
