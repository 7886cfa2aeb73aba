import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { compressPhotos, pickablePhotos } from "#app/components/process/photo-compression";
import { toast } from "#app/components/ui/use-toast";
import { inBatches, PHOTO_TOASTS } from "#app/domain/sale/photo-upload";
import { ROUTES } from "#app/urls";

export type UploadProgress =
  | { phase: "idle" }
  | { phase: "compressing"; done: number; total: number }
  | { phase: "uploading"; fraction: number; total: number };

export type PhotoFailure = { name: string; message: string };
export type ShownFailure = PhotoFailure & { id: string };

type UploadResponse = { added?: string[]; failed?: PhotoFailure[]; overLimit?: number; error?: string };

/** A multipart POST with upload progress (fetch cannot report it). */
function postWithProgress(url: string, body: FormData, onProgress: (loaded: number, total: number) => void) {
  return new Promise<{ status: number; payload: UploadResponse }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () =>
      resolve({ status: request.status, payload: (request.response ?? {}) as UploadResponse });
    request.onerror = () => reject(new Error("network error"));
    request.send(body);
  });
}

type UsePhotoUploadOptions = {
  propertyId: string | null;
  imageCount: number;
  /** Creates the property (a draft) when there is none yet; photos need one to attach to. */
  createDraft: () => void;
};

/** Picking, compressing and uploading a listing's photos in batches, with the messages. */
export function usePhotoUpload({ propertyId, imageCount, createDraft }: UsePhotoUploadOptions) {
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<UploadProgress>({ phase: "idle" });
  const [failures, setFailures] = useState<ShownFailure[]>([]);
  const waiting = useRef<{ files: File[]; overLimit: number } | null>(null);

  const upload = useCallback(
    async (targetId: string, files: File[], overLimitBefore: number) => {
      const totalBytes = files.reduce((sum, file) => sum + file.size, 0) || 1;
      let sentBytes = 0;
      let added = 0;
      let overLimit = overLimitBefore;
      const failed: PhotoFailure[] = [];
      setProgress({ phase: "uploading", fraction: 0, total: files.length });
      const batches = inBatches(files);
      for (const [index, batch] of batches.entries()) {
        const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
        const body = new FormData();
        body.set("propertyId", targetId);
        body.set("intent", "add");
        for (const file of batch) body.append("photos", file, file.name);
        try {
          const { status, payload } = await postWithProgress(ROUTES.photos, body, (loaded, total) =>
            setProgress({
              phase: "uploading",
              fraction: Math.min(1, (sentBytes + (loaded / total) * batchBytes) / totalBytes),
              total: files.length,
            }),
          );
          added += payload.added?.length ?? 0;
          overLimit += payload.overLimit ?? 0;
          failed.push(...(payload.failed ?? []));
          if (status === 409) {
            // The listing is full: whatever was not sent yet is over the limit too.
            overLimit += batch.length + batches.slice(index + 1).reduce((sum, next) => sum + next.length, 0);
            break;
          }
          if (payload.error && !payload.failed) {
            failed.push(...batch.map((file) => ({ name: file.name, message: payload.error as string })));
          }
        } catch {
          failed.push(
            ...batch.map((file) => ({ name: file.name, message: "Se perdió la conexión al subirla." })),
          );
        }
        sentBytes += batchBytes;
      }
      setProgress({ phase: "idle" });
      const stamp = Date.now();
      setFailures(failed.map((failure, position) => ({ ...failure, id: `${stamp}-${position}` })));
      if (added === 0 && overLimit === 0) toast({ ...PHOTO_TOASTS.total, variant: "destructive" });
      else if (failed.length > 0)
        toast({
          ...PHOTO_TOASTS.partial,
          description: `${failed.length} de ${files.length} no se subieron; las demás están guardadas.`,
          variant: "destructive",
        });
      else if (overLimit > 0) toast({ ...PHOTO_TOASTS.limitExceeded(added), variant: "destructive" });
      else toast({ ...PHOTO_TOASTS.success, variant: "success" });
      void revalidator.revalidate();
    },
    [revalidator],
  );

  // A new listing's first photos wait for its draft to exist, then go up by themselves.
  useEffect(() => {
    if (!propertyId || !waiting.current) return;
    const { files, overLimit } = waiting.current;
    waiting.current = null;
    void upload(propertyId, files, overLimit);
  }, [propertyId, upload]);

  async function addFiles(picked: File[]) {
    if (progress.phase !== "idle" || picked.length === 0) return;
    const plan = pickablePhotos(imageCount, picked, PHOTO_TOASTS.limitReached);
    if (!plan) return;
    setProgress({ phase: "compressing", done: 0, total: plan.accepted.length });
    let result: Awaited<ReturnType<typeof compressPhotos>>;
    try {
      result = await compressPhotos(plan.accepted, (done) =>
        setProgress({ phase: "compressing", done, total: plan.accepted.length }),
      );
    } catch {
      result = { compressed: [], failures: plan.accepted.length };
    }
    if (result.failures > 0) toast({ ...PHOTO_TOASTS.compression, variant: "destructive" });
    if (result.compressed.length === 0) {
      setProgress({ phase: "idle" });
      return;
    }
    if (!propertyId) {
      waiting.current = { files: result.compressed, overLimit: plan.overLimit };
      setProgress({ phase: "uploading", fraction: 0, total: result.compressed.length });
      createDraft();
      return;
    }
    await upload(propertyId, result.compressed, plan.overLimit);
  }

  /** The draft could not be created: the waiting photos are dropped (the owner can pick them again). */
  const cancelWaiting = useCallback(() => {
    if (!waiting.current) return;
    waiting.current = null;
    setProgress({ phase: "idle" });
  }, []);

  return { progress, failures, addFiles, cancelWaiting, isBusy: progress.phase !== "idle" };
}
