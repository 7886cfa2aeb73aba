import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, expect, test } from "vitest";
import { storePhoto } from "#app/lib/images.server";
import { BUCKETS, createDiskStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { checkPhotoIntegrity, sweepOrphanPhotos } from "./photo-integrity.server";

const database = withTestDatabase();
const rootDir = mkdtempSync(path.join(tmpdir(), "zaguan-integrity-"));
const storage = createDiskStorage(rootDir);
afterAll(() => rmSync(rootDir, { recursive: true, force: true }));
beforeEach(() => database().truncate());

const HOUR = 60 * 60 * 1000;
const NOW = 1_900_000_000_000;

test("finds a listing pointing at a missing file and the files no listing points at; the sweep removes only old leftovers", async () => {
  const { db } = database();
  const owner = await createUser(db);
  const input = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a9" } })
    .jpeg()
    .toBuffer();
  const photo = (propertyFolder: string, now: number) =>
    storePhoto({ storage, userId: "u1", propertyFolder, originalName: "salon.jpg", input, now });

  const kept = await photo("p1", NOW - 2 * HOUR);
  const lost = await photo("p1", NOW - 2 * HOUR);
  await createProperty(db, owner.id, { images: [kept, lost] });
  // An interrupted upload two hours ago, and one that may still be about to commit its row.
  await photo("p2", NOW - 2 * HOUR);
  await photo("temp-1", NOW - 60_000);
  await storage.delete(BUCKETS.propertyImages, lost.replace("/files/property-images/", ""));

  const integrity = await checkPhotoIntegrity({ db, storage });
  expect(integrity.missing.map((entry) => entry.url)).toEqual([lost]);
  expect(integrity.orphans).toHaveLength(6);

  const swept = await sweepOrphanPhotos({ db, storage, now: NOW });
  expect(swept.deleted).toHaveLength(3);
  expect(swept.deleted.every((key) => key.startsWith("u1/p2/"))).toBe(true);
  expect(swept.kept).toBe(3);
  const after = await checkPhotoIntegrity({ db, storage });
  expect(after.orphans.every((key) => key.startsWith("u1/temp-1/"))).toBe(true);
  // The listing's other photo is untouched.
  expect(
    await storage.get(BUCKETS.propertyImages, kept.replace("/files/property-images/", "")),
  ).not.toBeNull();
});
