import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, test } from "vitest";
import { deleteStoredPhoto, storePhoto } from "#app/lib/images.server";
import { BUCKETS, configureStorage, type FileStorage } from "#app/lib/storage.server";
import { loader as feedPhotoLoader } from "#app/routes/resources/feed-photo";
import { jpegPhoto } from "#tests/factories/images";
import { feedPhotoUrl } from "./kyero-feed";

let storage: FileStorage;
beforeEach(() => {
  storage = configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-feed-photos-")) });
});

/** What a portal gets for the address the feed gave it. */
async function fetchAsPortal(feedUrl: string) {
  const splat = new URL(feedUrl).pathname.replace(/^\/feeds\/fotos\//, "");
  const response = (await feedPhotoLoader({ params: { "*": splat } } as never)) as Response;
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe("a listing photo as JPEG for the portals", () => {
  test("the feed's address answers a JPEG of the stored photo, made once and then read back", async () => {
    const stored = await storePhoto({
      storage,
      userId: "u1",
      propertyFolder: "p1",
      originalName: "Salón.jpg",
      input: await jpegPhoto(2400, 1600),
    });
    const feedUrl = feedPhotoUrl(stored, "https://zaguan.example");
    expect(feedUrl).toMatch(/^https:\/\/zaguan\.example\/feeds\/fotos\/u1\/p1\/\d+-Salon-1920\.jpg$/);

    const first = await fetchAsPortal(feedUrl ?? "");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await sharp(first.body).metadata()).toMatchObject({ format: "jpeg", width: 1920, height: 1280 });
    const kept = (await storage.list(BUCKETS.propertyImages, "u1/p1")).filter((key) => key.endsWith(".jpg"));
    expect(kept).toHaveLength(1);

    const again = await fetchAsPortal(feedUrl ?? "");
    expect(again.body.equals(first.body)).toBe(true);

    await deleteStoredPhoto({ storage, url: stored });
    expect(await storage.list(BUCKETS.propertyImages, "u1/p1")).toEqual([]);
    expect((await fetchAsPortal(feedUrl ?? "")).response.status).toBe(404);
  });

  test("anything but a stored photo's rendition is a 404", async () => {
    await storePhoto({
      storage,
      userId: "u1",
      propertyFolder: "p1",
      originalName: "a.jpg",
      input: await jpegPhoto(),
    });
    const [webp] = await storage.list(BUCKETS.propertyImages, "u1/p1");
    for (const splat of [
      webp ?? "",
      (webp ?? "").replace("-1920.webp", "-400.jpg"),
      "u1/p1/no-existe-1920.jpg",
      "../x-1920.jpg",
    ]) {
      const response = (await feedPhotoLoader({ params: { "*": splat } } as never)) as Response;
      expect(response.status, splat).toBe(404);
    }
  });
});
