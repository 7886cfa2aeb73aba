import { availableParallelism } from "node:os";
import sharp, { type Metadata } from "sharp";
import { createLimiter } from "#app/lib/concurrency";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";

/** Widths of the WebP variants every photo is stored at: card thumbnail, detail view, full screen. */
export const PHOTO_WIDTHS = [400, 960, 1920] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
const LARGEST_WIDTH = 1920 satisfies PhotoWidth;
const VARIANT_KEY_PATTERN = new RegExp(`^(.+)-(?:${PHOTO_WIDTHS.join("|")})\\.webp$`);

/** 40 megapixels covers any phone camera; beyond that a small file is most likely a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

// Effort 2 encodes twice as fast as the default 4 for about 10 % more bytes: uploads come 15 to 50 at a time.
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

/**
 * How many WebP encodes run at once in this process. Each takes a thread of its own, off the
 * event loop, but a burst of uploads used to keep four busy on a two-core machine, which starved
 * the event loop: pages waited over a second while their connections sat in the accept queue
 * (docs/reliability.md § Load). Leaving one core to serve keeps pages answering; the uploads
 * take as long as before in total, since the cores were the limit anyway.
 */
const encodeSlot = createLimiter(Math.max(1, availableParallelism() - 1));

export type ImageRejectionCode = "unsupported_type" | "too_many_pixels" | "corrupt";

const REJECTION_MESSAGES: Record<ImageRejectionCode, string> = {
  unsupported_type: "El archivo no es una imagen admitida. Sube fotos en formato JPG, PNG, WebP o AVIF.",
  too_many_pixels: "La imagen tiene demasiados píxeles. Sube una foto de menos de 40 megapíxeles.",
  corrupt: "La imagen está dañada o incompleta y no se puede procesar.",
};

/** An upload that is not an acceptable photo. `message` is safe to show to the user as-is. */
export class ImageRejectedError extends Error {
  readonly code: ImageRejectionCode;
  constructor(code: ImageRejectionCode, options?: { cause?: unknown }) {
    super(REJECTION_MESSAGES[code], options);
    this.name = "ImageRejectedError";
    this.code = code;
  }
}

export type PhotoVariant = {
  /** The nominal width the variant is named after (400, 960 or 1920); smaller when the original was. */
  width: PhotoWidth;
  outputWidth: number;
  outputHeight: number;
  buffer: Buffer;
  bytes: number;
};

export type ProcessedPhoto = {
  /** In the order of PHOTO_WIDTHS, smallest first. */
  variants: PhotoVariant[];
  /** Size of the original once turned upright. */
  width: number;
  height: number;
};

/** The bytes decide the type, never the file name or the declared MIME type. */
function isAcceptedFormat(metadata: Metadata): boolean {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
      return true;
    // AVIF is read through the HEIF loader; HEIC (HEVC) is a different codec and is refused.
    case "heif":
      return metadata.compression === "av1";
    default:
      return false;
  }
}

async function readMetadata(input: Buffer): Promise<Metadata> {
  try {
    // Reading the header decodes no pixels, so no pixel limit is needed yet.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw new ImageRejectedError(
      /unsupported image format|bad seek|not a known file format/i.test(message)
        ? "unsupported_type"
        : "corrupt",
      { cause: error },
    );
  }
}

/**
 * Checks an uploaded photo and re-encodes it: the real type is read from the bytes (JPEG, PNG,
 * WebP, AVIF only), decompression bombs are refused before decoding, the photo is turned upright
 * by its EXIF orientation and every piece of metadata (EXIF, GPS, XMP, camera serials) is dropped
 * — a seller's home location must not leak. Returns WebP variants at PHOTO_WIDTHS, never upscaled.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw new ImageRejectedError("unsupported_type");
  const metadata = await readMetadata(input);
  if (!isAcceptedFormat(metadata)) throw new ImageRejectedError("unsupported_type");
  if (!metadata.width || !metadata.height) throw new ImageRejectedError("corrupt");
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejectedError("too_many_pixels");

  // Without withMetadata() sharp writes no EXIF, XMP or ICC data and converts to sRGB.
  // failOn 'error' refuses truncated or broken pixel data but not the harmless warnings
  // ('extraneous bytes before marker') some cameras' files raise.
  const upright = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: "error",
    autoOrient: true,
    pages: 1,
  });
  try {
    // One pipeline per width over the same input; sharp shrinks on load for the small ones.
    const variants = await Promise.all(
      PHOTO_WIDTHS.map(async (width): Promise<PhotoVariant> => {
        const { data, info } = await encodeSlot(() =>
          upright
            .clone()
            .resize({ width, withoutEnlargement: true })
            .webp(WEBP_OPTIONS)
            .toBuffer({ resolveWithObject: true }),
        );
        return {
          width,
          outputWidth: info.width,
          outputHeight: info.height,
          buffer: data,
          bytes: data.length,
        };
      }),
    );
    return { variants, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) throw new ImageRejectedError("too_many_pixels", { cause: error });
    throw new ImageRejectedError("corrupt", { cause: error });
  }
}

/**
 * File names are reduced to letters, digits and dots. Accents are folded first so
 * 'Salón.jpg' keeps its meaning as 'Salon'. The extension is dropped: every variant is WebP.
 */
export function sanitizePhotoName(originalName: string): string {
  const withoutPath = originalName.split(/[\\/]/).pop() ?? "";
  const withoutExtension = withoutPath.replace(/\.[^.]*$/, "");
  const cleaned = withoutExtension
    .normalize("NFD")
    .replace(/[^A-Za-z0-9.]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^\.+|\.+$/g, "")
    .slice(0, 60);
  return cleaned || "foto";
}

const SEGMENT_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

// Two photos with the same name stored in the same millisecond would overwrite each other.
let lastTimestamp = 0;
function uniqueTimestamp(now: number): number {
  lastTimestamp = Math.max(now, lastTimestamp + 1);
  return lastTimestamp;
}

type PhotoDestination = {
  storage: FileStorage;
  userId: string;
  /** The property id, or `temp-<timestamp>` before the property exists. */
  propertyFolder: string;
  originalName: string;
  /** For tests and deterministic seeds. */
  now?: number;
};

export type StorePhotoInput = PhotoDestination & { input: Buffer };

/**
 * Processes an uploaded photo and stores its variants in the public `property-images` bucket under
 * `{userId}/{propertyFolder}/{timestamp}-{name}-{width}.webp`. Returns the public URL of the
 * largest variant: that URL is what a listing keeps in `images`; `photo-variants.ts` derives the
 * others from it. Throws ImageRejectedError for anything that is not an accepted photo.
 */
export async function storePhoto({ input, ...destination }: StorePhotoInput): Promise<string> {
  assertSafeDestination(destination);
  return storeProcessedPhoto({ ...destination, photo: await processPhoto(input) });
}

/**
 * The storing half of `storePhoto`, for a photo `processPhoto` already checked: lets the demo
 * seed process each generated picture once and still give every listing its own files.
 * Nothing is left behind when a write fails.
 */
export async function storeProcessedPhoto({
  storage,
  userId,
  propertyFolder,
  originalName,
  photo,
  now = Date.now(),
}: PhotoDestination & { photo: ProcessedPhoto }): Promise<string> {
  assertSafeDestination({ userId, propertyFolder });
  const prefix = `${userId}/${propertyFolder}/${uniqueTimestamp(now)}-${sanitizePhotoName(originalName)}`;
  const keyFor = (width: PhotoWidth) => `${prefix}-${width}.webp`;

  const writes = await Promise.allSettled(
    photo.variants.map((variant) =>
      storage.put(BUCKETS.propertyImages, keyFor(variant.width), variant.buffer, "image/webp"),
    ),
  );
  const failure = writes.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failure) {
    await Promise.allSettled(
      PHOTO_WIDTHS.map((width) => storage.delete(BUCKETS.propertyImages, keyFor(width))),
    );
    throw failure.reason;
  }

  const url = storage.publicUrl(BUCKETS.propertyImages, keyFor(LARGEST_WIDTH));
  if (!url) throw new Error("El bucket de fotos no es público.");
  return url;
}

function assertSafeDestination({ userId, propertyFolder }: { userId: string; propertyFolder: string }) {
  if (!SEGMENT_PATTERN.test(userId) || !SEGMENT_PATTERN.test(propertyFolder)) {
    throw new Error("Carpeta de fotos no válida.");
  }
}

/** The storage keys of every variant of a stored photo, from the URL `storePhoto` returned. */
export function storedPhotoKeys(url: string): string[] | null {
  const marker = `/${BUCKETS.propertyImages}/`;
  const start = url.indexOf(marker);
  if (start === -1) return null;
  const key = url.slice(start + marker.length).split(/[?#]/)[0] ?? "";
  const match = VARIANT_KEY_PATTERN.exec(key);
  if (!match) return null;
  return PHOTO_WIDTHS.map((width) => `${match[1]}-${width}.webp`);
}

/** Removes every variant of a stored photo. URLs that are not ours are ignored. */
export async function deleteStoredPhoto({
  storage,
  url,
}: {
  storage: FileStorage;
  url: string;
}): Promise<void> {
  const keys = storedPhotoKeys(url);
  if (!keys) return;
  // The JPEG rendition made for portals, if one was ever asked for (domain/campaign/feed-photos.server.ts).
  const rendition = keys.at(-1)?.replace(/\.webp$/, ".jpg");
  await Promise.all(
    [...keys, ...(rendition ? [rendition] : [])].map((key) => storage.delete(BUCKETS.propertyImages, key)),
  );
}

/**
 * A photo cut to an ad's exact size (1200×628 for link ads, 1080×1080 for square ones): scaled to
 * cover and cropped around the most detailed area, as JPEG, which every ad platform takes.
 */
export async function cropPhotoForAd(input: Buffer, width: number, height: number): Promise<Buffer> {
  return encodeSlot(() =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .resize({ width, height, fit: "cover", position: sharp.strategy.attention })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer(),
  );
}

/**
 * A stored WebP photo as JPEG at the same size, for portals that read no WebP. The input was
 * already cleaned of metadata when it was stored, and sharp writes none.
 */
export async function jpegRendition(storedWebp: Buffer): Promise<Buffer> {
  return encodeSlot(() =>
    sharp(storedWebp, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}
