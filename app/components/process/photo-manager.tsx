import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/confirm-action";
import { toast } from "#app/components/ui/use-toast";
import { photoVariantUrl } from "#app/domain/listings/photo-variants";
import {
  ACCEPTED_PHOTO_TYPES,
  MAX_PHOTOS,
  MIN_PHOTOS,
  PHOTO_FLOOR_MESSAGE,
} from "#app/domain/listings/photos";
import { movePhoto, photoCounterState } from "#app/domain/sale/photo-upload";
import { cn } from "#app/lib/utils";
import { ROUTES } from "#app/urls";
import { type UploadProgress, usePhotoUpload } from "./use-photo-upload";

type PhotoManagerProps = {
  propertyId: string | null;
  images: string[];
  /** Creates a draft property for a new listing so the first photos have somewhere to go. */
  createDraft: () => void;
  /** Set when creating that draft failed. */
  draftFailed: boolean;
  disabled?: boolean;
  /** Published: a removal asks first and never goes below the minimum. */
  isLive?: boolean;
};

const CONFIRM_REMOVE = {
  title: "¿Eliminar esta foto?",
  description: "Tu anuncio está publicado: la foto dejará de verse en el portal y no se puede recuperar.",
  confirmLabel: "Eliminar la foto",
  variant: "destructive" as const,
};

async function photoRequest(fields: Record<string, string>): Promise<{ images?: string[]; error?: string }> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  try {
    const response = await fetch(ROUTES.photos, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    return (await response.json()) as { images?: string[]; error?: string };
  } catch {
    return { error: "No se pudo conectar. Inténtalo de nuevo." };
  }
}

/**
 * The listing's photos: 15 to 50, the first is the cover. Picked files are checked,
 * compressed and uploaded in batches with a progress bar; photos can be reordered and deleted.
 */
export function PhotoManager({
  propertyId,
  images,
  createDraft,
  draftFailed,
  disabled,
  isLive = false,
}: PhotoManagerProps) {
  const inputId = useId();
  const revalidator = useRevalidator();
  const [shown, setShown] = useState(images);
  const [isSaving, setIsSaving] = useState(false);
  const [pendingRemoval, setPendingRemoval] = useState<string | null>(null);
  const upload = usePhotoUpload({ propertyId, imageCount: images.length, createDraft });
  const { cancelWaiting } = upload;

  useEffect(() => setShown(images), [images]);
  useEffect(() => {
    if (draftFailed) cancelWaiting();
  }, [draftFailed, cancelWaiting]);

  async function change(fields: Record<string, string>, optimistic: string[]) {
    if (!propertyId) return;
    const previous = shown;
    setShown(optimistic);
    setIsSaving(true);
    const result = await photoRequest({ propertyId, ...fields });
    setIsSaving(false);
    if (result.error || !result.images) {
      setShown(previous);
      toast({
        title: "Error",
        description: result.error ?? "No se pudo guardar el cambio.",
        variant: "destructive",
      });
      return;
    }
    setShown(result.images);
    void revalidator.revalidate();
  }

  const reorder = (from: number, to: number) => {
    const order = movePhoto(shown, from, to);
    void change({ intent: "reorder", order: JSON.stringify(order) }, order);
  };
  const removeNow = (url: string) =>
    void change(
      { intent: "remove", url },
      shown.filter((image) => image !== url),
    );
  // On a live listing a removal takes a second look, and the floor is said before asking (the
  // server refuses it anyway).
  const remove = (url: string) => {
    if (!isLive) return removeNow(url);
    if (shown.length <= MIN_PHOTOS)
      return toast({
        title: "Fotos insuficientes",
        description: PHOTO_FLOOR_MESSAGE,
        variant: "destructive",
      });
    setPendingRemoval(url);
  };

  const counter = photoCounterState(shown.length);
  const isBusy = upload.isBusy || isSaving || Boolean(disabled);

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${inputId}-title`} className="font-semibold text-foreground text-lg">
          Fotos
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </h3>
        <p
          className={cn(
            "font-semibold text-sm tabular-nums",
            counter === "missing" ? "text-destructive" : "text-success",
          )}
          aria-live="polite"
        >
          {`${shown.length} / ${MAX_PHOTOS} fotos`}
          {counter === "missing" ? ` (mínimo ${MIN_PHOTOS})` : ""}
        </p>
      </div>

      <div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={[...ACCEPTED_PHOTO_TYPES, ".jpg", ".jpeg", ".png", ".webp", ".avif"].join(",")}
          className="peer sr-only"
          disabled={isBusy || shown.length >= MAX_PHOTOS}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            void upload.addFiles(files);
          }}
        />
        <label
          htmlFor={inputId}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            if (!isBusy) void upload.addFiles(Array.from(event.dataTransfer.files));
          }}
          className={cn(
            "flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-input border-dashed bg-muted/40 p-5 text-center text-sm transition-colors hover:border-primary hover:bg-primary-soft peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
          )}
        >
          <ImagePlus aria-hidden="true" className="size-7 text-primary" />
          <span className="font-semibold text-foreground">Añadir fotos</span>
          <span className="text-muted-foreground">
            {`JPG, PNG, WebP o AVIF. Entre ${MIN_PHOTOS} y ${MAX_PHOTOS} fotos; las optimizamos antes de subirlas.`}
          </span>
        </label>
      </div>

      <UploadStatus progress={upload.progress} />

      {upload.failures.length > 0 ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-semibold text-destructive">Estas fotos no se pudieron subir:</p>
          <ul className="mt-1 list-disc pl-5 text-foreground">
            {upload.failures.map((failure) => (
              <li key={failure.id}>
                <span className="font-medium">{failure.name}</span>: {failure.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {shown.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((url, index) => (
            <li key={url} className="overflow-hidden rounded-lg border border-border bg-card">
              <div className="relative">
                <img
                  src={photoVariantUrl(url, 400)}
                  alt={`Foto ${index + 1}${index === 0 ? " (portada)" : ""}`}
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-muted object-cover"
                />
                {index === 0 ? (
                  <Badge className="absolute top-2 left-2">
                    <Star aria-hidden="true" /> Portada
                  </Badge>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-1 p-1">
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-9 px-0"
                  aria-label={`Mover la foto ${index + 1} antes`}
                  disabled={isBusy || index === 0}
                  onClick={() => reorder(index, index - 1)}
                >
                  <ArrowLeft aria-hidden="true" />
                </Button>
                {index > 0 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="size-9 px-0"
                    aria-label={`Usar la foto ${index + 1} como portada`}
                    disabled={isBusy}
                    onClick={() => reorder(index, 0)}
                  >
                    <Star aria-hidden="true" />
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-9 px-0"
                  aria-label={`Mover la foto ${index + 1} después`}
                  disabled={isBusy || index === shown.length - 1}
                  onClick={() => reorder(index, index + 1)}
                >
                  <ArrowRight aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-9 px-0 text-destructive hover:bg-destructive/10"
                  aria-label={`Eliminar la foto ${index + 1}`}
                  disabled={isBusy}
                  onClick={() => remove(url)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <ConfirmDialog
        text={CONFIRM_REMOVE}
        open={pendingRemoval !== null}
        onOpenChange={(open) => (open ? null : setPendingRemoval(null))}
        onConfirm={() => (pendingRemoval ? removeNow(pendingRemoval) : undefined)}
      />
    </section>
  );
}

function UploadStatus({ progress }: { progress: UploadProgress }) {
  if (progress.phase === "idle") return null;
  const fraction = progress.phase === "compressing" ? progress.done / progress.total : progress.fraction;
  const label =
    progress.phase === "compressing"
      ? `Optimizando fotos… ${progress.done} de ${progress.total}`
      : `Subiendo ${progress.total} ${progress.total === 1 ? "foto" : "fotos"}… ${Math.round(fraction * 100)} %`;
  return (
    <div className="flex flex-col gap-2" role="status" aria-live="polite">
      <p className="font-medium text-foreground text-sm">{label}</p>
      <div
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={progress.phase === "compressing" ? "Optimizando fotos" : "Subiendo fotos"}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(fraction * 100)}
      >
        <div
          className="h-full bg-primary transition-[width] duration-300"
          style={{ width: `${fraction * 100}%` }}
        />
      </div>
    </div>
  );
}
