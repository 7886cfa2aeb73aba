import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, test } from "vitest";
import { PHOTO_WIDTHS, storePhoto } from "#app/lib/images.server";
import { BUCKETS, createDiskStorage, type FileStorage } from "#app/lib/storage.server";
import { PHOTO_VARIANT_WIDTHS, photoSources } from "./photo-variants";

// The storage in app/lib knows nothing of listings; this checks the portal's URLs agree with it.
let rootDir: string;
let storage: FileStorage;

beforeEach(() => {
  rootDir = mkdtempSync(path.join(tmpdir(), "zaguan-variants-"));
  storage = createDiskStorage(rootDir);
});
afterEach(() => rmSync(rootDir, { recursive: true, force: true }));

test("the URLs the portal derives for thumbnails point at stored files", async () => {
  const input = await sharp({ create: { width: 2000, height: 1333, channels: 3, background: "#c99666" } })
    .jpeg()
    .toBuffer();
  const url = await storePhoto({
    storage,
    userId: "user1",
    propertyFolder: "prop1",
    originalName: "fachada.jpg",
    input,
  });

  expect(PHOTO_VARIANT_WIDTHS).toEqual(PHOTO_WIDTHS);
  const { thumbnail, src } = photoSources(url);
  for (const variantUrl of [thumbnail, src]) {
    const file = await storage.get(BUCKETS.propertyImages, variantUrl.replace("/files/property-images/", ""));
    expect(file).not.toBeNull();
  }
});
