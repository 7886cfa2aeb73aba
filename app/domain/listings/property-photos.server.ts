import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/properties";
import { DomainError, isDomainError } from "#app/domain/errors";
import { deleteStoredPhoto, ImageRejectedError, storePhoto } from "#app/lib/images.server";
import type { FileStorage } from "#app/lib/storage.server";
import { MAX_PHOTOS, MIN_PHOTOS, PHOTO_FLOOR_MESSAGE, takePhotosThatFit } from "./photos";

/** Compressed in the browser to ≤ 1 MB; the server still accepts an uncompressed phone photo. */
export const MAX_UPLOAD_BYTES_PER_PHOTO = 15 * 1024 * 1024;
/** Photos are decoded one or two at a time so fifty at once do not take the server's memory. */
const PROCESSING_CONCURRENCY = 2;

export type UploadedPhoto = { name: string; bytes: () => Promise<ArrayBuffer>; size: number };

/** Bytes made on the server (sample photos, sample PDFs) as if they had been uploaded. */
export function uploadFromBytes(name: string, bytes: Buffer): UploadedPhoto {
  return {
    name,
    size: bytes.length,
    bytes: async () =>
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
}
export type PhotoFailure = { name: string; message: string };
export type AddPhotosResult = {
  added: string[];
  failed: PhotoFailure[];
  /** Photos left out because they would pass the 50-photo limit ('Límite excedido'). */
  overLimit: number;
  images: string[];
};

const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");
const photoFloor = () => new DomainError("conflict", PHOTO_FLOOR_MESSAGE);

/**
 * Adds photos to one of the user's own properties: each is checked from its bytes, re-encoded and
 * stripped of metadata (images.server.ts). Only the first that fit under 50 are kept. A photo that
 * fails is reported by name and leaves no file behind; the ones already saved are never lost.
 */
export async function addPropertyPhotos({
  db,
  storage,
  user,
  propertyId,
  files,
}: {
  db: Db;
  storage: FileStorage;
  user: { id: string };
  propertyId: string;
  files: UploadedPhoto[];
}): Promise<AddPhotosResult> {
  const current = await ownPropertyImages(db, user.id, propertyId);
  if (!current) throw notFound();
  if (current.length >= MAX_PHOTOS) {
    throw new DomainError("conflict", `Ya has subido el máximo de ${MAX_PHOTOS} fotos.`);
  }
  const { accepted, rejectedCount } = takePhotosThatFit(current.length, files);

  const stored: string[] = [];
  const failed: PhotoFailure[] = [];
  for (let start = 0; start < accepted.length; start += PROCESSING_CONCURRENCY) {
    const batch = accepted.slice(start, start + PROCESSING_CONCURRENCY);
    const results = await Promise.allSettled(
      batch.map((file) => storeOne({ storage, userId: user.id, propertyId, file })),
    );
    results.forEach((result, index) => {
      const name = batch[index]?.name ?? "foto";
      if (result.status === "fulfilled") stored.push(result.value);
      else failed.push({ name, message: userMessageOf(result.reason) });
    });
  }

  // Re-checked under a row lock: two uploads at once cannot together pass the limit.
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ images: properties.images })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.userId, user.id)))
      .for("update");
    if (!row) return null;
    const room = Math.max(0, MAX_PHOTOS - row.images.length);
    const kept = stored.slice(0, room);
    if (kept.length === 0) return { kept, images: row.images };
    const [updated] = await tx
      .update(properties)
      .set({ images: [...row.images, ...kept], updatedAt: new Date() })
      .where(and(eq(properties.id, propertyId), eq(properties.userId, user.id)))
      .returning({ images: properties.images });
    return { kept, images: updated?.images ?? row.images };
  });
  const kept = outcome?.kept ?? [];
  const discarded = stored.filter((url) => !kept.includes(url));
  await Promise.all(discarded.map((url) => deleteStoredPhoto({ storage, url })));
  if (!outcome) throw notFound();

  return {
    added: kept,
    failed,
    overLimit: rejectedCount + discarded.length,
    images: outcome.images,
  };
}

async function storeOne({
  storage,
  userId,
  propertyId,
  file,
}: {
  storage: FileStorage;
  userId: string;
  propertyId: string;
  file: UploadedPhoto;
}): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES_PER_PHOTO) {
    throw new DomainError("invalid", "La foto es demasiado grande (máximo 15 MB).");
  }
  return storePhoto({
    storage,
    userId,
    propertyFolder: propertyId,
    originalName: file.name,
    input: Buffer.from(await file.bytes()),
  });
}

function userMessageOf(error: unknown): string {
  if (error instanceof ImageRejectedError) return error.message;
  if (isDomainError(error)) return error.userMessage;
  return "No se pudo guardar la foto.";
}

/** Removes one photo of the user's own property, and its files; a live listing never drops below 15. */
export async function removePropertyPhoto({
  db,
  storage,
  user,
  propertyId,
  url,
}: {
  db: Db;
  storage: FileStorage;
  user: { id: string };
  propertyId: string;
  url: string;
}): Promise<string[]> {
  const own = and(eq(properties.id, propertyId), eq(properties.userId, user.id));
  // The floor is part of the update itself, so two removals at once cannot both pass it.
  const [updated] = await db
    .update(properties)
    .set({ images: sql`array_remove(${properties.images}, ${url})`, updatedAt: new Date() })
    .where(
      and(
        own,
        sql`${url} = any(${properties.images})`,
        sql`(${properties.status} <> 'published' or cardinality(${properties.images}) > ${MIN_PHOTOS})`,
      ),
    )
    .returning({ images: properties.images });
  if (!updated) {
    const [live] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(own, eq(properties.status, "published"), sql`${url} = any(${properties.images})`));
    throw live ? photoFloor() : notFound();
  }
  await deleteStoredPhoto({ storage, url });
  return updated.images;
}

/** Puts the user's photos in a new order (the first is the cover); it must be the same photos. */
export async function reorderPropertyPhotos({
  db,
  user,
  propertyId,
  order,
}: {
  db: Db;
  user: { id: string };
  propertyId: string;
  order: string[];
}): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ images: properties.images })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.userId, user.id)))
      .for("update");
    if (!row) throw notFound();
    const isSameSet =
      order.length === row.images.length &&
      [...order].sort().join("\n") === [...row.images].sort().join("\n");
    if (!isSameSet) throw new DomainError("invalid", "El nuevo orden no coincide con tus fotos.");
    await tx
      .update(properties)
      .set({ images: order, updatedAt: new Date() })
      .where(eq(properties.id, propertyId));
    return order;
  });
}

async function ownPropertyImages(db: Db, userId: string, propertyId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ images: properties.images })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
  return row?.images ?? null;
}
