import { Images } from "lucide-react";
import { PhotoPlaceholder } from "#app/components/listings/listing-photo";
import { useListingWords } from "#app/components/listings/listing-words";
import { PHOTO_VIEWER_ID, PhotoViewer } from "#app/components/listings/photo-viewer";
import { buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/shared-icons";
import { photoSrcSet, photoVariantUrl } from "#app/domain/listings/photo-variants";
import { cn } from "#app/lib/utils";

/** Where a photo's number goes in the names the script rewrites (app/enhance/gallery.ts). */
export const PHOTO_NUMBER = "{n}";

/** The detail gallery shows five thumbnails; the rest are in the full-screen viewer. */
export const MAX_THUMBNAILS = 5;

/**
 * The main photo (the page's largest paint, so loaded first) and up to five thumbnails. Every one
 * opens the full-screen viewer (a `popover`, no JavaScript needed); with the enhancement script
 * (app/enhance/gallery.ts) a thumbnail chooses the main photo instead, and the viewer opens at it.
 */
export function PropertyGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useListingWords();
  const main = images[0];
  if (!main)
    return <PhotoPlaceholder label={t("gallery.noPhotos")} className="aspect-[16/10] w-full rounded-xl" />;
  const thumbnails = images.slice(0, MAX_THUMBNAILS);
  const count = images.length;
  // The script rewrites the main photo's names as it changes: it gets them from here, in the page's
  // language, with PHOTO_NUMBER where the photo's number goes.
  const openPhoto = (number: number | string) => t("gallery.openPhoto", { number, count });
  const photoAlt = (number: number | string) => t("gallery.photoAlt", { title, number, count });

  return (
    <div
      data-gallery
      data-count={count}
      data-open-photo={openPhoto(PHOTO_NUMBER)}
      data-photo-alt={photoAlt(PHOTO_NUMBER)}
      className="flex flex-col gap-3"
    >
      <button
        type="button"
        popoverTarget={PHOTO_VIEWER_ID}
        data-gallery-main
        className="group relative cursor-zoom-in overflow-hidden rounded-xl bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        aria-label={openPhoto(1)}
      >
        <img
          src={photoVariantUrl(main, 960)}
          srcSet={photoSrcSet(main)}
          sizes="(min-width: 1280px) 810px, (min-width: 1024px) 62vw, 100vw"
          alt={photoAlt(1)}
          width={1600}
          height={1000}
          fetchPriority="high"
          className="aspect-[16/10] w-full object-cover"
        />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/65 px-3 py-1.5 font-medium text-sm text-white">
          <Icon icon={Images} className="size-4" />
          {t("gallery.photoCount", { count })}
        </span>
      </button>
      {thumbnails.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2">
          {thumbnails.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                popoverTarget={PHOTO_VIEWER_ID}
                data-gallery-thumbnail={index}
                data-photo={url}
                aria-label={t("gallery.showPhoto", { number: index + 1 })}
                aria-pressed={index === 0}
                className="block w-full cursor-pointer overflow-hidden rounded-lg opacity-80 ring-offset-2 ring-offset-background hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:opacity-100 aria-pressed:ring-2 aria-pressed:ring-primary"
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
        <button
          type="button"
          popoverTarget={PHOTO_VIEWER_ID}
          className={cn(buttonVariants({ variant: "outline" }), "self-start")}
        >
          <Icon icon={Images} className="size-4" />
          {t("gallery.seeAll", { count })}
        </button>
      ) : null}
      <PhotoViewer images={images} title={title} />
    </div>
  );
}
