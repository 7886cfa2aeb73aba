import { useEffect, useMemo, useRef, useState } from "react";
import { compressPhotos, pickablePhotos } from "#app/components/process/photo-compression";
import { toast } from "#app/components/ui/use-toast";
import { PHOTO_TOASTS } from "#app/domain/sale/photo-upload";

export type PickedPhoto = { id: string; file: File; previewUrl: string };

/**
 * The photos of a new listing held in the browser until its first save (the agency's: the
 * property, and so the photos' folder, only exists once the agency signs). They are compressed
 * here as asked (≤ 1 MB, ≤ 1920 px) and sent with that save.
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
    const plan = pickablePhotos(photos.length, picked, PHOTO_TOASTS.limitReached);
    if (!plan) return;
    setIsCompressing(true);
    const result = await compressPhotos(plan.accepted);
    const compressed: PickedPhoto[] = result.compressed.map((file) => ({
      id: crypto.randomUUID(),
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    const failures = result.failures;
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
