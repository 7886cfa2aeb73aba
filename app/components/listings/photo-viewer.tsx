import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import { photoSrcSet, photoVariantUrl } from "#app/domain/listings/photo-variants";

/** A horizontal drag longer than this turns the photo (spec §9's toast swipe threshold, reused). */
const SWIPE_THRESHOLD_PX = 50;
const VIEWER_SIZES = "100vw";

type PhotoViewerProps = {
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
};

function preload(url: string) {
  const image = new Image();
  image.sizes = VIEWER_SIZES;
  image.srcset = photoSrcSet(url) ?? "";
  image.src = photoVariantUrl(url, 1920);
}

/**
 * Every photo of a listing, full screen: arrow keys and the on-screen buttons go back and forth
 * (wrapping round), a swipe does the same on a phone, Escape or the close button leave. The
 * neighbours are fetched ahead so turning feels instant.
 */
export default function PhotoViewer({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  title,
}: PhotoViewerProps) {
  const count = images.length;
  const swipeStartX = useRef<number | null>(null);
  const current = images[index] ?? images[0];

  useEffect(() => {
    if (!open || count < 2) return;
    for (const neighbour of [images[(index + 1) % count], images[(index - 1 + count) % count]]) {
      if (neighbour) preload(neighbour);
    }
  }, [open, index, images, count]);

  if (!current) return null;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    }
  }

  function handlePointerUp(event: PointerEvent) {
    if (swipeStartX.current === null) return;
    const distance = event.clientX - swipeStartX.current;
    swipeStartX.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX && count > 1) go(distance < 0 ? 1 : -1);
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/95 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onKeyDown={handleKeyDown}
          className="fixed inset-0 z-50 flex flex-col bg-black text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <DialogPrimitive.Title className="min-w-0 truncate font-medium text-sm sm:text-base">
              {title}
            </DialogPrimitive.Title>
            <div className="flex shrink-0 items-center gap-3">
              <p aria-live="polite" className="text-sm tabular-nums">
                {index + 1} / {count}
              </p>
              <DialogPrimitive.Close className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white">
                <X aria-hidden="true" className="size-6" />
                <span className="sr-only">Cerrar</span>
              </DialogPrimitive.Close>
            </div>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center px-2 pb-4"
            onPointerDown={(event) => {
              swipeStartX.current = event.clientX;
            }}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => {
              swipeStartX.current = null;
            }}
          >
            <img
              key={current}
              src={photoVariantUrl(current, 1920)}
              srcSet={photoSrcSet(current)}
              sizes={VIEWER_SIZES}
              alt={`${title}: foto ${index + 1} de ${count}`}
              draggable={false}
              className="max-h-full max-w-full object-contain"
            />
            {count > 1 ? (
              <>
                <ViewerButton side="left" label="Foto anterior" onClick={() => go(-1)} />
                <ViewerButton side="right" label="Foto siguiente" onClick={() => go(1)} />
              </>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function ViewerButton({
  side,
  label,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  onClick: () => void;
}) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 ${side === "left" ? "left-2 sm:left-4" : "right-2 sm:right-4"} inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white`}
    >
      <Icon aria-hidden="true" className="size-7" />
    </button>
  );
}
