import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { configureStorage } from "#app/lib/storage.server";
import { action as photosAction } from "#app/routes/resources/property-photos";
import { jpegPhoto, pngDeclaring } from "#tests/factories/images";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";

const database = withTestDatabase();
let storageRoot: string;

beforeEach(async () => {
  await database().truncate();
  storageRoot = mkdtempSync(path.join(tmpdir(), "zaguan-photos-"));
  configureStorage({ rootDir: storageRoot });
});

type ActionResult = { data: Record<string, unknown>; init: { status?: number } | null };

function upload(
  fields: Record<string, string>,
  files: { name: string; body: Buffer; type?: string }[],
  cookie?: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const file of files)
    form.append(
      "photos",
      new File([new Uint8Array(file.body)], file.name, { type: file.type ?? "image/jpeg" }),
    );
  return new Request("http://localhost:3000/fotos", {
    method: "POST",
    body: form,
    headers: cookie ? { cookie } : {},
  });
}

const call = async (request: Request, context: unknown) =>
  (await photosAction({ request, context, params: {} } as never)) as ActionResult;

function storedFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  try {
    return walk(storageRoot);
  } catch {
    return [];
  }
}

async function ownerAndListing(images: string[] = [], status: "draft" | "published" = "published") {
  const { db } = database();
  const owner = await createUser(db);
  const property = await createProperty(db, owner.id, { images, status });
  const context = createTestContext(db);
  return { owner, property, context, cookie: await sessionCookie(context, owner) };
}

const imagesOf = async (id: string) =>
  (await database().db.select({ images: properties.images }).from(properties).where(eq(properties.id, id)))[0]
    ?.images ?? [];

describe("uploading listing photos", () => {
  test("photos are stored as three WebP variants and appended to the listing in order", async () => {
    const { property, context, cookie } = await ownerAndListing();
    const result = await call(
      upload(
        { intent: "add", propertyId: property.id },
        [
          { name: "salón luminoso.jpg", body: await jpegPhoto(1200, 800, 20) },
          { name: "cocina.jpg", body: await jpegPhoto(1200, 800, 200) },
        ],
        cookie,
      ),
      context,
    );
    expect(result.data.added).toHaveLength(2);
    const images = await imagesOf(property.id);
    expect(images).toEqual(result.data.added);
    expect(images[0]).toMatch(/^\/files\/property-images\/[\w-]+\/[\w-]+\/\d+-salonluminoso-1920\.webp$/);
    expect(storedFiles().filter((file) => file.endsWith(".webp"))).toHaveLength(6);
  });

  test("fifty photos in one upload are all accepted", async () => {
    const { property, context, cookie } = await ownerAndListing();
    const body = await jpegPhoto(320, 240);
    const files = Array.from({ length: 50 }, (_, index) => ({ name: `foto${index + 1}.jpg`, body }));
    const result = await call(upload({ intent: "add", propertyId: property.id }, files, cookie), context);
    expect(result.data.added).toHaveLength(50);
    expect(await imagesOf(property.id)).toHaveLength(50);
  }, 60_000);

  test("a 51st photo is refused with the limit message and leaves no file behind", async () => {
    const full = Array.from({ length: 50 }, (_, index) => `/files/property-images/u/p/${index}-x-1920.webp`);
    const { property, context, cookie } = await ownerAndListing(full);
    const result = await call(
      upload(
        { intent: "add", propertyId: property.id },
        [{ name: "otra.jpg", body: await jpegPhoto() }],
        cookie,
      ),
      context,
    );
    expect(result.init?.status).toBe(409);
    expect(result.data.error).toBe("Ya has subido el máximo de 50 fotos.");
    expect(await imagesOf(property.id)).toHaveLength(50);
    expect(storedFiles()).toHaveLength(0);
  });

  test("an upload that would pass 50 keeps only the first that fit and says how many were left out", async () => {
    const existing = Array.from(
      { length: 48 },
      (_, index) => `/files/property-images/u/p/${index}-x-1920.webp`,
    );
    const { property, context, cookie } = await ownerAndListing(existing);
    const body = await jpegPhoto(320, 240);
    const result = await call(
      upload(
        { intent: "add", propertyId: property.id },
        [1, 2, 3, 4].map((n) => ({ name: `n${n}.jpg`, body })),
        cookie,
      ),
      context,
    );
    expect(result.data.added).toHaveLength(2);
    expect(result.data.overLimit).toBe(2);
    expect(await imagesOf(property.id)).toHaveLength(50);
  });

  test.each([
    ["a text file renamed .jpg", async () => Buffer.from("<html><script>alert(1)</script></html>")],
    [
      "an SVG renamed .jpg",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ["a PNG declaring 20 000 × 20 000 px", async () => pngDeclaring(20_000, 20_000)],
    ["random bytes", async () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
    ["a truncated JPEG", async () => (await jpegPhoto(800, 600)).subarray(0, 700)],
  ])("%s is refused with a clear message, leaving no file and no image", async (_label, makeBody) => {
    const { property, context, cookie } = await ownerAndListing();
    const result = await call(
      upload(
        { intent: "add", propertyId: property.id },
        [{ name: "foto.jpg", body: await makeBody() }],
        cookie,
      ),
      context,
    );
    expect(result.init?.status).toBe(422);
    const failed = result.data.failed as { name: string; message: string }[];
    expect(failed).toHaveLength(1);
    expect(failed[0]?.message).toMatch(/imagen|formato|foto/i);
    expect(await imagesOf(property.id)).toEqual([]);
    expect(storedFiles()).toHaveLength(0);
  });

  test("a good photo and a bad one: the good one is kept, the bad one reported by name", async () => {
    const { property, context, cookie } = await ownerAndListing();
    const result = await call(
      upload(
        { intent: "add", propertyId: property.id },
        [
          { name: "buena.jpg", body: await jpegPhoto() },
          { name: "mala.jpg", body: Buffer.from("no soy una imagen") },
        ],
        cookie,
      ),
      context,
    );
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data.added).toHaveLength(1);
    expect(result.data.failed).toEqual([{ name: "mala.jpg", message: expect.any(String) }]);
    expect(await imagesOf(property.id)).toHaveLength(1);
  });
});

describe("nobody touches someone else's photos", () => {
  test("another user cannot upload to, remove from or reorder someone else's listing", async () => {
    const { property, context } = await ownerAndListing(["/files/property-images/u/p/1-a-1920.webp"]);
    const intruder = await createUser(database().db, { name: "Intruso" });
    const cookie = await sessionCookie(context, intruder);

    const added = await call(
      upload(
        { intent: "add", propertyId: property.id },
        [{ name: "x.jpg", body: await jpegPhoto() }],
        cookie,
      ),
      context,
    );
    expect(added.init?.status).toBe(404);
    const removed = await call(
      upload(
        { intent: "remove", propertyId: property.id, url: "/files/property-images/u/p/1-a-1920.webp" },
        [],
        cookie,
      ),
      context,
    );
    expect(removed.init?.status).toBe(404);
    const reordered = await call(
      upload({ intent: "reorder", propertyId: property.id, order: "[]" }, [], cookie),
      context,
    );
    expect(reordered.init?.status).toBe(404);

    expect(await imagesOf(property.id)).toEqual(["/files/property-images/u/p/1-a-1920.webp"]);
    expect(storedFiles()).toHaveLength(0);
  });

  test("signed out, uploads get 401", async () => {
    const { property, context } = await ownerAndListing();
    await expect(
      call(
        upload({ intent: "add", propertyId: property.id }, [{ name: "x.jpg", body: await jpegPhoto() }]),
        context,
      ),
    ).rejects.toMatchObject({ init: { status: 401 } });
  });
});

describe("arranging photos", () => {
  test("the owner can put another photo first (the cover) and remove one, deleting its files", async () => {
    // A draft: a live listing keeps at least 15 photos (the floor has its own tests).
    const { property, context, cookie } = await ownerAndListing([], "draft");
    const added = await call(
      upload(
        { intent: "add", propertyId: property.id },
        [
          { name: "uno.jpg", body: await jpegPhoto(400, 300, 10) },
          { name: "dos.jpg", body: await jpegPhoto(400, 300, 100) },
        ],
        cookie,
      ),
      context,
    );
    const [first, second] = added.data.added as string[];
    if (!first || !second) throw new Error("photos not added");
    await call(
      upload(
        { intent: "reorder", propertyId: property.id, order: JSON.stringify([second, first]) },
        [],
        cookie,
      ),
      context,
    );
    expect(await imagesOf(property.id)).toEqual([second, first]);

    await call(upload({ intent: "remove", propertyId: property.id, url: first }, [], cookie), context);
    expect(await imagesOf(property.id)).toEqual([second]);
    expect(storedFiles().filter((file) => file.includes("uno"))).toHaveLength(0);
    expect(storedFiles().filter((file) => file.includes("dos"))).toHaveLength(3);
  });

  test("a reorder that is not the same photos is refused", async () => {
    const { property, context, cookie } = await ownerAndListing(["/files/property-images/u/p/1-a-1920.webp"]);
    const result = await call(
      upload(
        {
          intent: "reorder",
          propertyId: property.id,
          order: JSON.stringify(["/files/property-images/other-1920.webp"]),
        },
        [],
        cookie,
      ),
      context,
    );
    expect(result.init?.status).toBe(400);
    expect(await imagesOf(property.id)).toEqual(["/files/property-images/u/p/1-a-1920.webp"]);
  });
});
