import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "#app/components/ui/use-toast";
import { AGENCY_TOASTS } from "#app/domain/agency/agency-details.schema";
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE_PX } from "#app/domain/listings/photos";
import { PHOTO_TOASTS, planPhotoUpload, sanitizeFileName } from "#app/domain/sale/photo-upload";

export type PickedPhoto = { id: string; file: File; previewUrl: string };

/**
 * The photos of a new agency listing, held in the browser until the contract is accepted: the
 * property (and so the photos' folder) only exists once the agency signs. They are compressed
 * here as the spec asks (≤ 1 MB, ≤ 1920 px) and sent with the acceptance.
 */
export function usePhotoPicker() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [isCompressing, setIsCompressing] = useState(false);

  const shown = useRef(photos);
  shown.current = photos;
  // The previews live as long as the page: freed when it goes, or when a photo is removed.
  useEffect(
    () => () => {
      for (const photo of shown.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  async function addFiles(picked: File[]) {
    if (isCompressing || picked.length === 0) return;
    const plan = planPhotoUpload(photos.length, picked);
    if (plan.limitReached) {
      toast({ ...AGENCY_TOASTS.limitReached, variant: "destructive" });
      return;
    }
    if (plan.unsupported.length > 0)
      toast({ ...PHOTO_TOASTS.unsupported(plan.unsupported), variant: "destructive" });
    if (plan.accepted.length === 0) return;
    setIsCompressing(true);
    const { default: imageCompression } = await import("browser-image-compression");
    const compressed: PickedPhoto[] = [];
    let failures = 0;
    for (const file of plan.accepted) {
      try {
        const blob = await imageCompression(file, {
          maxSizeMB: MAX_PHOTO_BYTES / (1024 * 1024),
          maxWidthOrHeight: MAX_PHOTO_SIDE_PX,
          // The library's worker comes from a public CDN, which the CSP blocks.
          useWebWorker: false,
          initialQuality: 0.85,
        });
        const named = new File([blob], sanitizeFileName(file.name), { type: blob.type || file.type });
        compressed.push({ id: crypto.randomUUID(), file: named, previewUrl: URL.createObjectURL(named) });
      } catch {
        failures += 1;
      }
    }
    setIsCompressing(false);
    if (failures > 0) toast({ ...PHOTO_TOASTS.compression, variant: "destructive" });
    setPhotos((current) => [...current, ...compressed]);
    if (plan.overLimit > 0)
      toast({ ...PHOTO_TOASTS.limitExceeded(compressed.length), variant: "destructive" });
  }

  function remove(id: string) {
    const removed = photos.find((photo) => photo.id === id);
    if (removed) URL.revokeObjectURL(removed.previewUrl);
    setPhotos((current) => current.filter((photo) => photo.id !== id));
  }

  const files = useMemo(() => photos.map((photo) => photo.file), [photos]);
  return { photos, files, addFiles, remove, isCompressing };
}
