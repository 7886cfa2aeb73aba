/** Enough photos for a convincing advert, few enough to keep storage and page weight sane. */
export const MIN_PHOTOS = 15;
/** A live listing keeps the minimum: the server refuses a removal below it, saying this. */
export const PHOTO_FLOOR_MESSAGE = `Un anuncio publicado necesita al menos ${MIN_PHOTOS} fotos: sube otra antes de eliminar esta.`;
export const MAX_PHOTOS = 50;

/** Limits the browser compresses to before upload; the server re-encodes regardless. */
export const MAX_PHOTO_BYTES = 1024 * 1024;
export const MAX_PHOTO_SIDE_PX = 1920;

export const ACCEPTED_PHOTO_TYPES = [
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/webp",
  "image/avif",
] as const;
export type AcceptedPhotoType = (typeof ACCEPTED_PHOTO_TYPES)[number];

export function isAcceptedPhotoType(type: string): type is AcceptedPhotoType {
  return (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type);
}

export function hasEnoughPhotos(count: number): boolean {
  return count >= MIN_PHOTOS;
}

/** An upload that would pass the limit keeps only the first photos that fit ('Límite excedido'). */
export function takePhotosThatFit<T>(
  currentCount: number,
  incoming: readonly T[],
): { accepted: T[]; rejectedCount: number } {
  const room = Math.max(0, MAX_PHOTOS - currentCount);
  const accepted = incoming.slice(0, room);
  return { accepted, rejectedCount: incoming.length - accepted.length };
}
