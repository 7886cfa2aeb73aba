import { isAcceptedPhotoType, MAX_PHOTOS, MIN_PHOTOS } from "#app/domain/listings/photos";

/** Photos sent per request: small enough to show progress and to lose little if one request fails. */
export const UPLOAD_BATCH_SIZE = 5;

/** The photo toasts (§5, §8), copied exactly. */
export const PHOTO_TOASTS = {
  limitReached: { title: "Límite alcanzado", description: `Ya has subido el máximo de ${MAX_PHOTOS} fotos.` },
  limitExceeded: (added: number) => ({
    title: "Límite excedido",
    description: `Solo se han añadido las primeras ${added} fotos: el máximo es ${MAX_PHOTOS}.`,
  }),
  unsupported: (names: string[]) => ({
    title: "Formato no admitido",
    description: `Solo se admiten fotos JPG, PNG, WebP o AVIF: ${names.join(", ")}.`,
  }),
  compression: {
    title: "Error de compresión",
    description: "No se pudieron optimizar las imágenes. Intenta con otras.",
  },
  partial: { title: "Algunas imágenes no se pudieron subir." },
  total: { title: "Error Crítico", description: "No se pudieron subir las imágenes." },
  success: { title: "¡Éxito!", description: "Imágenes subidas correctamente." },
} as const;

/** Names keep letters, digits and dots only ('Salón 1 (copia).JPG' → 'Salon1copia.JPG'). */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFD")
    .replace(/[^A-Za-z0-9.]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^\.+/, "");
  return cleaned || "foto";
}

/** Some systems report '.jpg' files with an empty type; the extension then decides, as in the browser's picker. */
function typeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.toLowerCase().split(".").pop();
  const byExtension: Record<string, string> = {
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    png: "image/png",
    webp: "image/webp",
    avif: "image/avif",
  };
  return (extension && byExtension[extension]) || "";
}

export type UploadPlan<T> = {
  /** In the order chosen, at most what still fits under the limit. */
  accepted: T[];
  /** Names of files that are not an accepted image type. */
  unsupported: string[];
  /** Accepted-type files left out because they would pass the limit ('Límite excedido'). */
  overLimit: number;
  /** Nothing fits: the listing already has the maximum ('Límite alcanzado'). */
  limitReached: boolean;
};

/** What to do with the files a person picked, given how many photos the listing already has. */
export function planPhotoUpload<T extends { name: string; type: string }>(
  currentCount: number,
  files: readonly T[],
): UploadPlan<T> {
  const room = Math.max(0, MAX_PHOTOS - currentCount);
  const supported = files.filter((file) => isAcceptedPhotoType(typeOf(file)));
  const unsupported = files.filter((file) => !isAcceptedPhotoType(typeOf(file))).map((file) => file.name);
  return {
    accepted: supported.slice(0, room),
    unsupported,
    overLimit: Math.max(0, supported.length - room),
    limitReached: room === 0 && supported.length > 0,
  };
}

export function inBatches<T>(items: readonly T[], size = UPLOAD_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** The counter turns red below the minimum. */
export function photoCounterState(count: number): "missing" | "enough" | "full" {
  if (count >= MAX_PHOTOS) return "full";
  return count >= MIN_PHOTOS ? "enough" : "missing";
}

/** Moves the photo at `from` to `to` (the first is the cover), returning a new array. */
export function movePhoto(images: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= images.length || to < 0 || to >= images.length || from === to) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}
