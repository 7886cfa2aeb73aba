/**
 * A listing photo as JPEG for the portals (/feeds/fotos/*): what the first request costs (the stored
 * 1920 px WebP decoded, encoded as JPEG and kept) against every later one (the kept file read), side
 * by side on the same photos. Also the bytes: the JPEG against the WebP it comes from.
 *
 *   npm run bench:feed-photo -- [--photos=15]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { feedJpeg } from "#app/domain/campaign/feed-photos.server";
import { jpegRenditionKey } from "#app/domain/listings/photo-variants";
import { storePhoto } from "#app/lib/images.server";
import { BUCKETS, configureStorage } from "#app/lib/storage.server";
import { jpegPhoto } from "#tests/factories/images";
import { median } from "./stats";

const prefix = "--photos=";
const PHOTOS = Number(process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? "15");

const root = mkdtempSync(path.join(tmpdir(), "zaguan-bench-feed-photo-"));
try {
  const storage = configureStorage({ rootDir: root });
  const keys: string[] = [];
  for (let index = 0; index < PHOTOS; index += 1) {
    const url = await storePhoto({
      storage,
      userId: "bench",
      propertyFolder: "p1",
      originalName: `foto-${index}.jpg`,
      input: await jpegPhoto(4000, 3000, (index * 23) % 360),
    });
    keys.push(jpegRenditionKey(url) ?? "");
  }
  const time = async (key: string) => {
    const started = performance.now();
    const jpeg = await feedJpeg(storage, key);
    return { ms: performance.now() - started, bytes: jpeg?.length ?? 0 };
  };
  const first: number[] = [];
  const kept: number[] = [];
  const ratio: number[] = [];
  for (const key of keys) {
    const made = await time(key);
    const read = await time(key);
    first.push(made.ms);
    kept.push(read.ms);
    const webp = await storage.get(BUCKETS.propertyImages, key.replace(/\.jpg$/, ".webp"));
    ratio.push(made.bytes / (webp?.size ?? 1));
  }
  console.log(`${PHOTOS} photos of 4000×3000 stored, each asked for twice as JPEG at 1920 px`);
  console.log(`first request (made and kept): median ${median(first).toFixed(1)} ms`);
  console.log(`later request (kept file):     median ${median(kept).toFixed(2)} ms`);
  console.log(`ratio first / later: ${(median(first) / median(kept)).toFixed(0)}×`);
  console.log(`JPEG bytes / WebP bytes: median ${median(ratio).toFixed(2)}`);
  console.log(`load average ${loadavg()[0]?.toFixed(1)} on this machine`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
