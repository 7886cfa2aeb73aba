import { toast } from "#app/components/ui/use-toast";
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE_PX } from "#app/domain/listings/photos";
import { PHOTO_TOASTS, planPhotoUpload, sanitizeFileName } from "#app/domain/sale/photo-upload";

type ToastText = { title: string; description?: string };

/**
 * The photos the user just picked that may go on: none once the limit is reached (with its toast),
 * and without the unsupported ones (named in a toast). Null when nothing is left to do.
 */
export function pickablePhotos(currentCount: number, picked: File[], limitReached: ToastText) {
  const plan = planPhotoUpload(currentCount, picked);
  if (plan.limitReached) {
    toast({ ...limitReached, variant: "destructive" });
    return null;
  }
  if (plan.unsupported.length > 0)
    toast({ ...PHOTO_TOASTS.unsupported(plan.unsupported), variant: "destructive" });
  return plan.accepted.length === 0 ? null : plan;
}

/**
 * At most 1 MB and 1920 px per photo, done in the browser before upload. The library is
 * loaded on demand from our own bundle and runs on the main thread: its default web worker comes
 * from a public CDN, which the CSP blocks (and which we would not trust anyway).
 */
export async function compressPhotos(files: File[], onEach: (done: number) => void = () => {}) {
  const { default: imageCompression } = await import("browser-image-compression");
  const compressed: File[] = [];
  let failures = 0;
  for (const [index, file] of files.entries()) {
    try {
      const blob = await imageCompression(file, {
        maxSizeMB: MAX_PHOTO_BYTES / (1024 * 1024),
        maxWidthOrHeight: MAX_PHOTO_SIDE_PX,
        useWebWorker: false,
        initialQuality: 0.85,
      });
      compressed.push(new File([blob], sanitizeFileName(file.name), { type: blob.type || file.type }));
    } catch {
      failures += 1;
    }
    onEach(index + 1);
  }
  return { compressed, failures };
}
