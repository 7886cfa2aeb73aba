/**
 * How long the server takes to process a listing's photos, and how many bytes it stores for each.
 *
 *   node --import tsx scripts/bench/photos.ts            (BENCH_RUNS=3 by default)
 *
 * Photos are generated camera-like JPEGs of 4000×3000 (a drawn room or façade with sensor grain,
 * ~2–4 MB, what a phone takes) and, for comparison, the same after the browser's compression
 * (≤ 1920 px, ≤ 1 MB, what the sale page really uploads). Each case uploads 15 and 50 photos to a
 * fresh listing through `addPropertyPhotos` — the code behind POST /fotos: type check from the
 * bytes, decompression-bomb guard, re-encoding without metadata, three WebP variants, disk storage
 * and the database update — in batches of 5 as the browser sends them. Multipart parsing is not
 * included. Prints the median of the runs.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { openDatabase } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { MAX_PHOTO_SIDE_PX } from "#app/domain/listings/photos";
import { addPropertyPhotos } from "#app/domain/listings/property-photos.server";
import { inBatches } from "#app/domain/sale/photo-upload";
import { createRandom } from "#app/lib/random";
import { bedroomScene, kitchenScene, livingScene } from "#app/lib/scenes/indoor";
import { facadeScene } from "#app/lib/scenes/outdoor";
import { createDiskStorage } from "#app/lib/storage.server";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COUNTS = [15, 50] as const;
const DISTINCT_PHOTOS = 8;
const SCENES = [livingScene, facadeScene, kitchenScene, bedroomScene];

type Photo = { name: string; bytes: Buffer };

/** A 4000×3000 JPEG: a drawn scene scaled up, with gaussian grain so it compresses like a photo. */
async function cameraPhoto(index: number): Promise<Buffer> {
  const draw = SCENES[index % SCENES.length] as (typeof SCENES)[number];
  const scene = await sharp(Buffer.from(draw(createRandom(`bench-${index}`))), { density: 180 })
    .resize(4000, 3000, { fit: "cover" })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  // Grain around mid-grey shifts each pixel a little either way, as sensor noise does.
  for (let offset = 0; offset < scene.length; offset++) {
    scene[offset] = Math.max(0, Math.min(255, (scene[offset] as number) + (grain[offset] as number) - 128));
  }
  return sharp(scene, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Bench", Model: "Camera" } })
    .toBuffer();
}

/** What browser-image-compression hands over: ≤ 1920 px, JPEG re-encoded under 1 MB. */
async function browserCompressed(photo: Buffer): Promise<Buffer> {
  return sharp(photo)
    .resize(MAX_PHOTO_SIDE_PX, MAX_PHOTO_SIDE_PX, { fit: "inside" })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  console.log(`Generating ${DISTINCT_PHOTOS} camera photos of 4000×3000…`);
  const originals: Photo[] = [];
  for (let index = 0; index < DISTINCT_PHOTOS; index++) {
    originals.push({ name: `Foto ${index + 1}.jpg`, bytes: await cameraPhoto(index) });
  }
  const compressed: Photo[] = await Promise.all(
    originals.map(async (photo) => ({ name: photo.name, bytes: await browserCompressed(photo.bytes) })),
  );
  const average = (photos: Photo[]) =>
    photos.reduce((sum, photo) => sum + photo.bytes.length, 0) / photos.length;
  console.log(
    `  original: ${kb(average(originals))} each; browser-compressed: ${kb(average(compressed))} each\n`,
  );

  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const { db } = database;
  const userId = "bench-photos";
  await db
    .insert(users)
    .values({ id: userId, name: "Bench", email: "bench-photos@bench.invalid", emailVerified: true });

  const rows: string[][] = [];
  for (const [label, source] of [
    ["4000×3000 originals", originals],
    ["browser-compressed (1920 px)", compressed],
  ] as const) {
    for (const count of COUNTS) {
      const timings: number[] = [];
      let storedPerPhoto = 0;
      let largestVariant = 0;
      for (let run = 0; run < RUNS; run++) {
        const root = mkdtempSync(path.join(tmpdir(), "zaguan-bench-photos-"));
        const storage = createDiskStorage(root);
        const [property] = await db
          .insert(properties)
          .values({ userId, title: "Bench", status: "draft" })
          .returning({ id: properties.id });
        if (!property) throw new Error("no property");
        const files = Array.from({ length: count }, (_, index) => source[index % source.length] as Photo);
        const started = performance.now();
        let added = 0;
        for (const batch of inBatches(files)) {
          const result = await addPropertyPhotos({
            db,
            storage,
            user: { id: userId },
            propertyId: property.id,
            files: batch.map((photo) => ({
              name: photo.name,
              size: photo.bytes.length,
              bytes: async () => new Uint8Array(photo.bytes).buffer,
            })),
          });
          added += result.added.length;
        }
        timings.push(performance.now() - started);
        if (added !== count) throw new Error(`only ${added} of ${count} photos stored`);
        const stored = filesUnder(root).map((file) => statSync(file).size);
        storedPerPhoto = stored.reduce((sum, size) => sum + size, 0) / count;
        largestVariant =
          filesUnder(root)
            .filter((file) => file.endsWith("-1920.webp"))
            .reduce((sum, file) => sum + statSync(file).size, 0) / count;
        rmSync(root, { recursive: true, force: true });
      }
      const total = median(timings);
      rows.push([
        label,
        String(count),
        `${(total / 1000).toFixed(2)} s`,
        `${(total / count).toFixed(0)} ms`,
        kb(storedPerPhoto),
        kb(largestVariant),
      ]);
      console.log(`  ${label}, ${count} photos: median ${(total / 1000).toFixed(2)} s over ${RUNS} runs`);
    }
  }
  await database.close();

  const header = [
    "input",
    "photos",
    "median total",
    "per photo",
    "stored per photo (3 variants)",
    "of which 1920 px",
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\n${line(header)}\n${line(widths.map((width) => "-".repeat(width)))}`);
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
