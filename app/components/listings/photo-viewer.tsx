import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useListingWords } from "#app/components/listings/listing-words";
import { Icon } from "#app/components/ui/shared-icons";
import { photoSrcSet, photoVariantUrl } from "#app/domain/listings/photo-variants";

export const PHOTO_VIEWER_ID = "visor-fotos";

/**
 * Every photo of a listing, full screen, in a `popover`: the photos side by side in a CSS
 * scroll-snap strip, so a swipe or the arrow keys turn them and Escape closes it without
 * JavaScript. The enhancement script (app/enhance/gallery.ts) opens it at the chosen photo, shows
 * the counter and the previous/next buttons, and turns with a mouse drag too. The photos load
 * lazily, only once the viewer is open.
 */
export function PhotoViewer({ images, title }: { images: string[]; title: string }) {
  const { t } = useListingWords();
  const count = images.length;
  return (
    <div
      id={PHOTO_VIEWER_ID}
      popover="auto"
      role="dialog"
      aria-label={title}
      data-photo-viewer
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-black p-0 text-white backdrop:bg-black/95 [&:popover-open]:flex"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p className="min-w-0 truncate font-medium text-sm sm:text-base">{title}</p>
        <div className="flex shrink-0 items-center gap-3">
          <p data-photo-counter hidden aria-live="polite" className="text-sm tabular-nums">
            1 / {count}
          </p>
          <button
            type="button"
            popoverTarget={PHOTO_VIEWER_ID}
            popoverTargetAction="hide"
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <Icon icon={X} className="size-6" />
            <span className="sr-only">{t("viewer.close")}</span>
          </button>
        </div>
      </div>
      <div className="relative min-h-0 flex-1 pb-4">
        <ul
          data-photo-strip
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container, turned with the arrow keys
          tabIndex={0}
          aria-label={t("viewer.photos")}
          className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-contain focus-visible:outline-none [scrollbar-width:none]"
        >
          {images.map((url, index) => (
            <li key={url} className="flex w-full shrink-0 snap-center items-center justify-center px-2">
              <img
                data-photo={url}
                src={photoVariantUrl(url, 1920)}
                srcSet={photoSrcSet(url)}
                sizes="100vw"
                alt={t("gallery.photoAlt", { title, number: index + 1, count })}
                loading="lazy"
                decoding="async"
                draggable={false}
                className="max-h-full max-w-full select-none object-contain"
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <ViewerButton side="left" label={t("viewer.previous")} />
            <ViewerButton side="right" label={t("viewer.next")} />
          </>
        ) : null}
      </div>
    </div>
  );
}

function ViewerButton({ side, label }: { side: "left" | "right"; label: string }) {
  const chevron = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      hidden
      data-photo-step={side === "left" ? -1 : 1}
      aria-label={label}
      className={`absolute top-1/2 ${side === "left" ? "left-2 sm:left-4" : "right-2 sm:right-4"} size-12 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white [&:not([hidden])]:inline-flex`}
    >
      <Icon icon={chevron} className="size-7" />
    </button>
  );
}
