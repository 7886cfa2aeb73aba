import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  deleteStoredPhoto,
  ImageRejectedError,
  PHOTO_WIDTHS,
  processPhoto,
  sanitizePhotoName,
  storePhoto,
} from "#app/lib/images.server";
import { BUCKETS, createDiskStorage, type FileStorage } from "#app/lib/storage.server";

const GPS_MARKER = "WGS-84-CASA-DE-LUCIA";

function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 201, g: 150, b: 102 } } });
}

/** A phone photo: EXIF with the camera, a description and where it was taken. */
function jpegWithGps(width = 1200, height = 800) {
  return solidImage(width, height)
    .withExif({
      IFD0: { Make: "ZaguanCam", ImageDescription: "Salon de Lucia" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 25/1 1234/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "3/1 42/1 0/1",
        GPSMapDatum: GPS_MARKER,
      },
    })
    .jpeg()
    .toBuffer();
}

/** A valid 1×1 PNG whose header is rewritten to claim a much larger size (a decompression bomb's trick). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function rejectionOf(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe("processPhoto", () => {
  test("removes EXIF and GPS data so a seller's home location cannot leak", async () => {
    const input = await jpegWithGps();
    expect(input.includes(GPS_MARKER)).toBe(true);

    const { variants } = await processPhoto(input);

    for (const variant of variants) {
      const metadata = await sharp(variant.buffer).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(variant.buffer.includes(GPS_MARKER)).toBe(false);
      expect(variant.buffer.includes("ZaguanCam")).toBe(false);
    }
  });

  test("makes WebP variants 400, 960 and 1920 px wide from a large photo", async () => {
    const input = await solidImage(2400, 1600).jpeg().toBuffer();

    const photo = await processPhoto(input);

    expect(photo).toMatchObject({ width: 2400, height: 1600 });
    expect(photo.variants.map((variant) => variant.width)).toEqual([400, 960, 1920]);
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.buffer).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.width).toBe(variant.width);
      expect(variant.outputWidth).toBe(variant.width);
      expect(variant.outputHeight).toBe(Math.round((variant.width * 1600) / 2400));
      expect(variant.bytes).toBe(variant.buffer.length);
    }
  });

  test("never upscales a photo smaller than a variant", async () => {
    const photo = await processPhoto(await solidImage(800, 600).png().toBuffer());

    expect(photo.variants.map((variant) => [variant.width, variant.outputWidth])).toEqual([
      [400, 400],
      [960, 800],
      [1920, 800],
    ]);
  });

  test("turns a photo upright by its EXIF orientation", async () => {
    const sideways = await solidImage(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    const photo = await processPhoto(sideways);

    expect(photo).toMatchObject({ width: 200, height: 300 });
    const largest = photo.variants.at(-1);
    expect(largest).toMatchObject({ outputWidth: 200, outputHeight: 300 });
  });

  test.each([
    ["PNG", () => solidImage(640, 480).png().toBuffer()],
    ["WebP", () => solidImage(640, 480).webp().toBuffer()],
    ["AVIF", () => solidImage(640, 480).avif().toBuffer()],
  ])("accepts a %s photo", async (_format, make) => {
    const photo = await processPhoto(await make());

    expect(photo.variants).toHaveLength(3);
  });

  test("refuses a PNG whose header declares 20000 × 20000 px before decoding it", async () => {
    const error = await rejectionOf(processPhoto(await pngDeclaring(20_000, 20_000)));

    expect(error.code).toBe("too_many_pixels");
    expect(error.message).toMatch(/demasiados píxeles/);
  });

  test("refuses random bytes", async () => {
    const error = await rejectionOf(processPhoto(randomBytes(4096)));

    expect(error.code).toBe("unsupported_type");
    expect(error.message).toBe(
      "El archivo no es una imagen admitida. Sube fotos en formato JPG, PNG, WebP o AVIF.",
    );
  });

  test("refuses an empty upload", async () => {
    expect((await rejectionOf(processPhoto(Buffer.alloc(0)))).code).toBe("unsupported_type");
  });

  test.each([
    ["GIF", () => solidImage(64, 64).gif().toBuffer()],
    ["TIFF", () => solidImage(64, 64).tiff().toBuffer()],
    [
      "SVG",
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>',
        ),
    ],
  ])("refuses a real %s image: only JPEG, PNG, WebP and AVIF are accepted", async (_format, make) => {
    expect((await rejectionOf(processPhoto(await make()))).code).toBe("unsupported_type");
  });

  test("refuses a truncated JPEG instead of storing a half-grey photo", async () => {
    const whole = await sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();

    const error = await rejectionOf(processPhoto(whole.subarray(0, Math.floor(whole.length / 2))));

    expect(error.code).toBe("corrupt");
    expect(error.message).toMatch(/dañada o incompleta/);
  });
});

describe("sanitizePhotoName", () => {
  test.each([
    ["Salón principal (1).JPG", "Salonprincipal1"],
    ["IMG_2024.08.15.jpeg", "IMG2024.08.15"],
    ["../../etc/passwd", "passwd"],
    ["C:\\fotos\\cocina.png", "cocina"],
    ["...", "foto"],
    ["ñandú.webp", "nandu"],
    ["-.avif", "foto"],
  ])("keeps only letters, digits and dots of %j", (name, expected) => {
    expect(sanitizePhotoName(name)).toBe(expected);
  });
});

describe("storePhoto", () => {
  let rootDir: string;
  let storage: FileStorage;

  beforeEach(() => {
    rootDir = mkdtempSync(path.join(tmpdir(), "zaguan-images-"));
    storage = createDiskStorage(rootDir);
  });
  afterEach(() => rmSync(rootDir, { recursive: true, force: true }));

  const bucketDir = () => path.join(rootDir, BUCKETS.propertyImages);
  const storedFiles = () =>
    existsSync(bucketDir())
      ? readdirSync(bucketDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];

  test("stores the three variants under the owner's folder and returns the largest's public URL", async () => {
    const url = await storePhoto({
      storage,
      userId: "user1",
      propertyFolder: "temp-1700000000000",
      originalName: "Salón principal.jpg",
      input: await jpegWithGps(),
      now: 1_800_000_000_000,
    });

    expect(url).toMatch(
      /^\/files\/property-images\/user1\/temp-1700000000000\/\d+-Salonprincipal-1920\.webp$/,
    );
    const key = url.replace("/files/property-images/", "");
    for (const width of PHOTO_WIDTHS) {
      const file = await storage.get(BUCKETS.propertyImages, key.replace("-1920.webp", `-${width}.webp`));
      expect(file?.contentType).toBe("image/webp");
    }
    expect(storedFiles()).toHaveLength(3);
  });

  test("gives two photos with the same name stored in the same millisecond different files", async () => {
    const input = await solidImage(500, 400).jpeg().toBuffer();
    const destination = {
      storage,
      userId: "user1",
      propertyFolder: "prop1",
      originalName: "image.jpg",
      now: 5,
    };

    const [first, second] = await Promise.all([
      storePhoto({ ...destination, input }),
      storePhoto({ ...destination, input }),
    ]);

    expect(first).not.toBe(second);
    expect(storedFiles()).toHaveLength(6);
  });

  test("stores nothing for a text file renamed .jpg", async () => {
    const textFile = Buffer.from("Esto no es una foto, es una lista de la compra.\n".repeat(50));

    const error = await rejectionOf(
      storePhoto({
        storage,
        userId: "user1",
        propertyFolder: "prop1",
        originalName: "foto.jpg",
        input: textFile,
      }),
    );

    expect(error.code).toBe("unsupported_type");
    expect(storedFiles()).toHaveLength(0);
  });

  test("removes the variants already written when one write fails", async () => {
    let writes = 0;
    const failingStorage: FileStorage = {
      ...storage,
      async put(bucket, key, body, contentType) {
        writes++;
        if (key.endsWith("-960.webp")) throw new Error("disco lleno");
        await storage.put(bucket, key, body, contentType);
      },
    };

    await expect(
      storePhoto({
        storage: failingStorage,
        userId: "user1",
        propertyFolder: "prop1",
        originalName: "cocina.jpg",
        input: await solidImage(1200, 800).jpeg().toBuffer(),
      }),
    ).rejects.toThrow("disco lleno");

    expect(writes).toBe(3);
    expect(storedFiles()).toHaveLength(0);
  });

  test("refuses a folder that would escape the owner's directory", async () => {
    const input = await solidImage(100, 100).jpeg().toBuffer();

    await expect(
      storePhoto({ storage, userId: "..", propertyFolder: "prop1", originalName: "a.jpg", input }),
    ).rejects.toThrow();
    await expect(
      storePhoto({ storage, userId: "user1", propertyFolder: "a/../../b", originalName: "a.jpg", input }),
    ).rejects.toThrow();
    expect(storedFiles()).toHaveLength(0);
  });

  test("deleteStoredPhoto removes every variant of a photo", async () => {
    const url = await storePhoto({
      storage,
      userId: "user1",
      propertyFolder: "prop1",
      originalName: "bano.jpg",
      input: await solidImage(1000, 700).jpeg().toBuffer(),
    });

    await deleteStoredPhoto({ storage, url });

    expect(storedFiles()).toHaveLength(0);
  });
});
