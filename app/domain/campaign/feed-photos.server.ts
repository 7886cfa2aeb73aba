import { webpSourceOfJpegRendition } from "#app/domain/listings/photo-variants";
import { jpegRendition } from "#app/lib/images.server";
import { BUCKETS, type FileStorage, isSafeKey } from "#app/lib/storage.server";

/**
 * A stored photo's JPEG rendition for portals, made from its 1920 px WebP the first time a portal
 * asks and kept next to it in the bucket: every later import of the feed reads the kept file, and
 * uploads pay nothing for a format only portals want. Null when there is no such photo.
 */
export async function feedJpeg(storage: FileStorage, key: string): Promise<Buffer | null> {
  const source = isSafeKey(key) ? webpSourceOfJpegRendition(key) : null;
  if (!source) return null;
  const kept = await storage.get(BUCKETS.propertyImages, key);
  if (kept) return kept.body;
  const webp = await storage.get(BUCKETS.propertyImages, source);
  if (!webp) return null;
  const jpeg = await jpegRendition(webp.body);
  await storage.put(BUCKETS.propertyImages, key, jpeg, "image/jpeg");
  return jpeg;
}
