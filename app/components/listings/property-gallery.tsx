import { Images } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { PhotoPlaceholder } from "#app/components/listings/listing-photo";
import { Button } from "#app/components/ui/button";
import { photoSrcSet, photoVariantUrl } from "#app/domain/listings/photo-variants";
import { cn } from "#app/lib/utils";

const loadPhotoViewer = () => import("#app/components/listings/photo-viewer");
const PhotoViewer = lazy(loadPhotoViewer);

/** Spec §9: the detail gallery shows five thumbnails; the rest are in the full-screen viewer. */
export const MAX_THUMBNAILS = 5;

type PropertyGalleryProps = { images: string[]; title: string };

/**
 * The main photo (the page's largest paint, so loaded first) and up to five thumbnails that
 * choose it. The main photo and 'Ver las N fotos' open every photo full screen.
 */
export function PropertyGallery({ images, title }: PropertyGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  // The viewer's code arrives with the first opening (or when the pointer comes near), not with the page.
  const [hasOpenedViewer, setHasOpenedViewer] = useState(false);
  const openViewer = () => {
    setHasOpenedViewer(true);
    setIsViewerOpen(true);
  };
  const main = images[selected] ?? images[0];
  if (!main) return <PhotoPlaceholder className="aspect-[16/10] w-full rounded-xl" />;
  const thumbnails = images.slice(0, MAX_THUMBNAILS);

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={openViewer}
        onPointerEnter={() => void loadPhotoViewer()}
        className="group relative cursor-zoom-in overflow-hidden rounded-xl bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        aria-label={`Ver la foto ${selected + 1} de ${images.length} a pantalla completa`}
      >
        <img
          src={photoVariantUrl(main, 960)}
          srcSet={photoSrcSet(main)}
          sizes="(min-width: 1280px) 810px, (min-width: 1024px) 62vw, 100vw"
          alt={`${title}: foto ${selected + 1} de ${images.length}`}
          width={1600}
          height={1000}
          fetchPriority="high"
          className="aspect-[16/10] w-full object-cover"
        />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/65 px-3 py-1.5 font-medium text-sm text-white">
          <Images aria-hidden="true" className="size-4" />
          {images.length} {images.length === 1 ? "foto" : "fotos"}
        </span>
      </button>
      {thumbnails.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2">
          {thumbnails.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Mostrar la foto ${index + 1}`}
                aria-pressed={index === selected}
                className={cn(
                  "block w-full overflow-hidden rounded-lg ring-offset-2 ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  index === selected ? "ring-2 ring-primary" : "opacity-80 hover:opacity-100",
                )}
              >
                <img
                  src={photoVariantUrl(url, 400)}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-muted object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > MAX_THUMBNAILS ? (
        <Button variant="outline" className="self-start" onClick={openViewer}>
          <Images aria-hidden="true" />
          Ver las {images.length} fotos
        </Button>
      ) : null}
      {hasOpenedViewer ? (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            index={selected}
            onIndexChange={setSelected}
            open={isViewerOpen}
            onOpenChange={setIsViewerOpen}
            title={title}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
