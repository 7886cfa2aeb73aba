import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { beforeEach, expect, test } from "vitest";
import { storePhoto } from "#app/lib/images.server";
import { createDiskStorage } from "#app/lib/storage.server";
import { jpegPhoto } from "#tests/factories/images";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { buildAdKitZip } from "./ad-kit.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

test("a paid listing's kit: Google and Meta texts with tracked URLs, every photo at 1200×628 and 1080×1080", async () => {
  const { db } = database();
  const storage = createDiskStorage(mkdtempSync(path.join(tmpdir(), "zaguan-kit-")));
  const owner = await createUser(db);
  const photo = await storePhoto({
    storage,
    userId: owner.id,
    propertyFolder: "kit",
    originalName: "salon.jpg",
    input: await jpegPhoto(1600, 1200),
  });
  const listing = await createProperty(db, owner.id, {
    marketingActive: true,
    images: [photo, "https://example.com/externa.jpg"],
  });
  const unpaid = await createProperty(db, owner.id);
  const build = (propertyId: string) =>
    buildAdKitZip({ db, storage, propertyId, publicUrl: "https://zaguan.example", brandName: "Zaguán" });

  expect(await build(unpaid.id)).toBeNull();
  expect(await build("../../etc/passwd")).toBeNull();
  const kit = await build(listing.id);
  if (!kit) throw new Error("no kit");
  expect(kit.fileName).toMatch(/^kit-anuncios-ZG-[0-9A-F]{8}\.zip$/);
  const files = unzipSync(kit.zip);
  expect(Object.keys(files).sort()).toEqual([
    "LEEME.txt",
    "fotos/1080x1080-01.jpg",
    "fotos/1200x628-01.jpg",
    "google-ads.txt",
    "meta.txt",
    "textos.json",
  ]);
  const google = strFromU8(files["google-ads.txt"] as Uint8Array);
  expect(google).toContain(`utm_source=google&utm_medium=cpc&utm_campaign=zaguan-${listing.id}`);
  expect(strFromU8(files["meta.txt"] as Uint8Array)).toContain("utm_source=meta&utm_medium=social");
  for (const [name, width, height] of [
    ["fotos/1200x628-01.jpg", 1200, 628],
    ["fotos/1080x1080-01.jpg", 1080, 1080],
  ] as const) {
    const metadata = await sharp(files[name] as Uint8Array).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", width, height]);
  }
});
