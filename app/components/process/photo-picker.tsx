import { ImagePlus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTOS, MIN_PHOTOS } from "#app/domain/listings/photos";
import { photoCounterState } from "#app/domain/sale/photo-upload";
import { cn } from "#app/lib/utils";
import type { usePhotoPicker } from "./use-photo-picker";

/** The new listing's photos (15 to 50, the first is the cover), before the property exists. */
export function PhotoPicker({ picker }: { picker: ReturnType<typeof usePhotoPicker> }) {
  const inputId = useId();
  const count = picker.photos.length;
  const counter = photoCounterState(count);
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${inputId}-title`} className="font-semibold text-foreground text-lg">
          Fotos de la propiedad
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </h3>
        <p
          data-testid="photo-counter"
          className={cn(
            "font-medium text-sm",
            counter === "missing" ? "text-destructive" : "text-muted-foreground",
          )}
        >
          {count} / {MAX_PHOTOS} fotos (mínimo {MIN_PHOTOS})
        </p>
      </div>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_PHOTO_TYPES.join(",")}
        className="peer sr-only"
        aria-label="Añadir fotos"
        disabled={picker.isCompressing || count >= MAX_PHOTOS}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = "";
          void picker.addFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-border border-dashed bg-muted/40 p-6 text-center text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-ring hover:bg-muted"
      >
        {picker.isCompressing ? (
          <Spinner label="Optimizando las fotos…" />
        ) : (
          <>
            <ImagePlus aria-hidden="true" className="size-7 text-primary" />
            <span className="font-semibold text-foreground">Añadir fotos</span>
            <span className="text-muted-foreground">
              JPG, PNG, WebP o AVIF. Entre {MIN_PHOTOS} y {MAX_PHOTOS}; la primera será la portada. Se suben
              al aceptar el contrato.
            </span>
          </>
        )}
      </label>
      {count > 0 ? (
        <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {picker.photos.map((photo, index) => (
            <li key={photo.id} className="relative overflow-hidden rounded-lg border border-border bg-card">
              <img
                src={photo.previewUrl}
                alt={`Foto ${index + 1}`}
                className="aspect-[4/3] w-full object-cover"
              />
              {index === 0 ? <Badge className="absolute top-1 left-1">Portada</Badge> : null}
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="absolute top-1 right-1 size-8 px-0"
                aria-label={`Quitar la foto ${index + 1}`}
                onClick={() => picker.remove(photo.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
