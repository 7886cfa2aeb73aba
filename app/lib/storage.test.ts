import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startS3Server } from "#tests/support/s3-server";
import { deleteStoredPhoto, PHOTO_WIDTHS, storePhoto } from "./images.server";
import { BUCKETS, createDiskStorage, type FileStorage } from "./storage.server";
import { createS3Storage } from "./storage-s3.server";

type Backend = { storage: FileStorage; stop: () => Promise<void> };

let folder = 0;
/** Every test writes under its own folder, so the backends are shared across tests safely. */
const nextFolder = () => `user${++folder}/prop1`;

const backends: Record<string, () => Promise<Backend>> = {
  disk: async () => {
    const rootDir = mkdtempSync(path.join(tmpdir(), "zaguan-storage-"));
    return {
      storage: createDiskStorage(rootDir),
      stop: async () => rmSync(rootDir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const server = await startS3Server();
    return { storage: createS3Storage(server.settings), stop: server.stop };
  },
};

describe.each(Object.entries(backends))("file storage on %s", (_name, start) => {
  let backend: Backend;
  let storage: FileStorage;
  let base: string;
  beforeAll(async () => {
    backend = await start();
    storage = backend.storage;
  });
  afterAll(() => backend.stop());
  beforeEach(() => {
    base = nextFolder();
  });

  test("put then get returns the same bytes with their content type", async () => {
    const pdf = Buffer.from("%PDF-1.4 contrato de gestión");
    await storage.put(BUCKETS.propertyContracts, `${base}/contract.pdf`, pdf, "application/pdf");
    const file = await storage.get(BUCKETS.propertyContracts, `${base}/contract.pdf`);
    expect(file?.body.equals(pdf)).toBe(true);
    expect(file?.contentType).toBe("application/pdf");
    expect(file?.size).toBe(pdf.length);
  });

  test("a missing file, or a key that tries to escape, reads as null", async () => {
    expect(await storage.get(BUCKETS.propertyImages, `${base}/nada.webp`)).toBeNull();
    expect(await storage.get(BUCKETS.propertyImages, "../property-contracts/x.pdf")).toBeNull();
    await expect(
      storage.put(BUCKETS.propertyImages, "a/../../b.webp", Buffer.from("x"), "image/webp"),
    ).rejects.toThrow();
  });

  test("photos have a public URL; contracts never do", async () => {
    const url = storage.publicUrl(BUCKETS.propertyImages, `${base}/1-salon-1920.webp`);
    expect(url).toMatch(new RegExp(`/property-images/${base}/1-salon-1920\\.webp$`));
    expect(storage.publicUrl(BUCKETS.propertyContracts, `${base}/contract.pdf`)).toBeNull();
  });

  test("delete removes one file; deletePrefix removes a folder but not its neighbour with a longer name", async () => {
    const body = Buffer.from("x");
    await storage.put(BUCKETS.propertyImages, `${base}/a.webp`, body, "image/webp");
    await storage.put(BUCKETS.propertyImages, `${base}/b.webp`, body, "image/webp");
    await storage.put(BUCKETS.propertyImages, `${base}0/keep.webp`, body, "image/webp");
    await storage.delete(BUCKETS.propertyImages, `${base}/a.webp`);
    expect(await storage.list(BUCKETS.propertyImages, base)).toEqual([`${base}/b.webp`]);
    await storage.delete(BUCKETS.propertyImages, `${base}/a.webp`); // deleting twice is fine
    await storage.deletePrefix(BUCKETS.propertyImages, `${base}/`);
    expect(await storage.list(BUCKETS.propertyImages, base)).toEqual([]);
    expect(await storage.list(BUCKETS.propertyImages, `${base}0`)).toEqual([`${base}0/keep.webp`]);
  });

  test("deletePrefix empties a folder of 1.005 files (more than one listing page)", async () => {
    const body = Buffer.from("x");
    const keys = Array.from(
      { length: 1_005 },
      (_, index) => `${base}/${String(index).padStart(4, "0")}.webp`,
    );
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(
        keys
          .slice(start, start + 50)
          .map((key) => storage.put(BUCKETS.propertyImages, key, body, "image/webp")),
      );
    }
    expect(await storage.list(BUCKETS.propertyImages, base)).toHaveLength(1_005);
    await storage.deletePrefix(BUCKETS.propertyImages, base);
    expect(await storage.list(BUCKETS.propertyImages, base)).toEqual([]);
  }, 60_000);

  test("a stored photo's variants are WebP and deleteStoredPhoto removes them all", async () => {
    const [userId, propertyFolder] = base.split("/") as [string, string];
    const input = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7a9" } })
      .jpeg()
      .toBuffer();
    const url = await storePhoto({ storage, userId, propertyFolder, originalName: "salón.jpg", input });
    const keys = await storage.list(BUCKETS.propertyImages, base);
    expect(keys).toHaveLength(PHOTO_WIDTHS.length);
    for (const key of keys)
      expect((await storage.get(BUCKETS.propertyImages, key))?.contentType).toBe("image/webp");
    await deleteStoredPhoto({ storage, url });
    expect(await storage.list(BUCKETS.propertyImages, base)).toEqual([]);
  });
});

describe("S3 storage addresses", () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.stop());

  test("without a CDN, a photo's public URL is the bucket's own and serves the photo", async () => {
    const storage = createS3Storage(server.settings);
    await storage.put(BUCKETS.propertyImages, "u1/p1/1-fachada-400.webp", Buffer.from("RIFF"), "image/webp");
    const url = storage.publicUrl(BUCKETS.propertyImages, "u1/p1/1-fachada-400.webp");
    expect(url).toBe(`${server.endpoint}/zaguan-public/property-images/u1/p1/1-fachada-400.webp`);
    const response = await fetch(url ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  test("with S3_PUBLIC_URL the photo URL starts at the CDN", () => {
    const storage = createS3Storage({ ...server.settings, publicUrl: "https://cdn.zaguan.es/" });
    expect(storage.publicUrl(BUCKETS.propertyImages, "u1/p1/1-a-400.webp")).toBe(
      "https://cdn.zaguan.es/property-images/u1/p1/1-a-400.webp",
    );
  });

  test("contracts go to the private bucket: nothing under the public bucket, readable only through get()", async () => {
    const storage = createS3Storage(server.settings);
    await storage.put(
      BUCKETS.propertyContracts,
      "u1/p1/contract.pdf",
      Buffer.from("%PDF-1.4"),
      "application/pdf",
    );
    const publicStorage = createS3Storage({ ...server.settings, privateBucket: "zaguan-public" });
    expect(await publicStorage.get(BUCKETS.propertyContracts, "u1/p1/contract.pdf")).toBeNull();
    expect((await storage.get(BUCKETS.propertyContracts, "u1/p1/contract.pdf"))?.contentType).toBe(
      "application/pdf",
    );
    expect(storage.publicUrl(BUCKETS.propertyContracts, "u1/p1/contract.pdf")).toBeNull();
  });
});
