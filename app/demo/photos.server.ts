import sharp from "sharp";
import { MIN_PHOTOS } from "#app/domain/listings/photos";
import { type ProcessedPhoto, processPhoto, storeProcessedPhoto } from "#app/lib/images.server";
import { createRandom, type Random } from "#app/lib/random";
import { bedroomScene, kitchenScene, livingScene } from "#app/lib/scenes/indoor";
import { facadeScene, houseScene, landScene } from "#app/lib/scenes/outdoor";
import { garageScene, officeScene, shopfrontScene, warehouseScene } from "#app/lib/scenes/premises";
import type { FileStorage } from "#app/lib/storage.server";
import type { PhotoSet } from "./listings/types";

type SceneKind =
  | "facade"
  | "house"
  | "villa"
  | "living"
  | "bedroom"
  | "kitchen"
  | "shopfront"
  | "office"
  | "garage"
  | "land"
  | "warehouse";

type SceneSpec = { draw: (rng: Random) => string; count: number; fileName: string };

/** How many distinct pictures of each kind are drawn: 23 in all, shared by every listing. */
const SCENES: Record<SceneKind, SceneSpec> = {
  facade: { draw: facadeScene, count: 3, fileName: "fachada.jpg" },
  house: { draw: (rng) => houseScene(rng, { withPool: false }), count: 2, fileName: "casa.jpg" },
  villa: { draw: (rng) => houseScene(rng, { withPool: true }), count: 1, fileName: "chalet.jpg" },
  living: { draw: livingScene, count: 3, fileName: "salon.jpg" },
  bedroom: { draw: bedroomScene, count: 3, fileName: "dormitorio.jpg" },
  kitchen: { draw: kitchenScene, count: 2, fileName: "cocina.jpg" },
  shopfront: { draw: shopfrontScene, count: 2, fileName: "escaparate.jpg" },
  office: { draw: officeScene, count: 2, fileName: "oficina.jpg" },
  garage: { draw: garageScene, count: 2, fileName: "garaje.jpg" },
  land: { draw: landScene, count: 2, fileName: "parcela.jpg" },
  warehouse: { draw: warehouseScene, count: 1, fileName: "nave.jpg" },
};

/**
 * The kinds of picture a listing shows, cover first, repeated in turn up to the photo minimum.
 * A list of kinds is a choice, so not every flat's card shows a façade.
 */
const PHOTO_PLANS: Record<PhotoSet, readonly (SceneKind | readonly SceneKind[])[]> = {
  flat: [["facade", "living"], "kitchen", "bedroom", ["living", "facade"], "bedroom"],
  house: ["house", "living", "kitchen", "bedroom", "land"],
  villa: ["villa", "living", "bedroom", "kitchen", "house"],
  shop: ["shopfront", "office", "shopfront", "facade"],
  office: ["office", "facade", "office", "kitchen"],
  garage: ["garage", "facade", "garage"],
  land: ["land", "land", "house"],
  warehouse: ["warehouse", "garage", "land", "office"],
};

type PooledPhoto = { fileName: string; photo: ProcessedPhoto };
export type PhotoPool = Record<SceneKind, PooledPhoto[]>;

/**
 * Draws every scene once, saves it as a camera-like JPEG and runs it through the upload
 * pipeline (`processPhoto`). Each picture is processed once; listings then store their own copies.
 */
export async function renderPhotoPool(): Promise<PhotoPool> {
  const pool = {} as PhotoPool;
  for (const [kind, spec] of Object.entries(SCENES) as [SceneKind, SceneSpec][]) {
    pool[kind] = [];
    for (let index = 0; index < spec.count; index++) {
      const svg = spec.draw(createRandom(`${kind}-${index}`));
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
      pool[kind].push({ fileName: spec.fileName, photo: await processPhoto(jpeg) });
    }
  }
  return pool;
}

/**
 * The same listing always gets the same pictures in the same order: exactly the photo minimum,
 * because the demo must meet the rule a real seller meets to publish. The pool is
 * small, so pictures of one kind come round in turn: one repeats only after the others of its kind.
 */
export function choosePhotos(pool: PhotoPool, slug: string, set: PhotoSet): PooledPhoto[] {
  const rng = createRandom(`photos-${slug}`);
  const plan = PHOTO_PLANS[set];
  const slots = Array.from(
    { length: MIN_PHOTOS },
    (_, index) => plan[index % plan.length] as SceneKind | readonly SceneKind[],
  );
  // A per-listing offset into each kind, so two pictures of one kind in a listing differ.
  const nextIndex = new Map<SceneKind, number>();
  return slots.map((slot) => {
    const kind: SceneKind = typeof slot === "string" ? slot : rng.pick(slot);
    const candidates = pool[kind];
    const index = nextIndex.get(kind) ?? rng.int(0, candidates.length - 1);
    nextIndex.set(kind, index + 1);
    const chosen = candidates[index % candidates.length];
    if (!chosen) throw new Error(`No hay fotos de demostración de tipo ${kind}.`);
    return chosen;
  });
}

/** Stores a listing's photos under `{userId}/{propertyId}/` and returns their public URLs, cover first. */
export async function storeListingPhotos({
  storage,
  pool,
  userId,
  propertyId,
  slug,
  set,
}: {
  storage: FileStorage;
  pool: PhotoPool;
  userId: string;
  propertyId: string;
  slug: string;
  set: PhotoSet;
}): Promise<string[]> {
  const urls: string[] = [];
  for (const { fileName, photo } of choosePhotos(pool, slug, set)) {
    urls.push(
      await storeProcessedPhoto({
        storage,
        userId,
        propertyFolder: propertyId,
        originalName: fileName,
        photo,
      }),
    );
  }
  return urls;
}
