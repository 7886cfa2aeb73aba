import { ImageOff } from "lucide-react";
import { Icon } from "#app/components/ui/shared-icons";
import { hasPhotoVariants, photoVariantUrl } from "#app/domain/listings/photo-variants";
import { cn } from "#app/lib/utils";

/** Shown where a listing has no photo yet ('Sin fotos', in the page's language). */
export function PhotoPlaceholder({ label, className }: { label: string; className?: string }) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-2 bg-muted text-muted-foreground text-sm",
        className,
      )}
    >
      <Icon icon={ImageOff} className="size-8" />
      <span>{label}</span>
    </div>
  );
}

/** A card cover's addresses: the thumbnail, and both widths when the photo has its variants. */
export function cardCoverSources(url: string): { src: string; srcSet: string | undefined } {
  const srcSet = hasPhotoVariants(url)
    ? `${photoVariantUrl(url, 400)} 400w, ${photoVariantUrl(url, 960)} 960w`
    : undefined;
  return { src: photoVariantUrl(url, 400), srcSet };
}

type CardPhotoProps = {
  url: string | null;
  /** The first card is probably the page's largest paint: load it at once. */
  isPriority?: boolean;
  /** 'Sin fotos' in the page's language (the buyer's space, hydrated and in Spanish, names none). */
  noPhotoLabel?: string;
  className?: string;
};

/**
 * A card's cover at thumbnail size: 400 px wide, 960 px for dense screens, lazy below the fold.
 * The card's title names the listing right below, so the photo itself is decorative.
 */
export function CardPhoto({
  url,
  isPriority = false,
  noPhotoLabel = "Sin fotos",
  className,
}: CardPhotoProps) {
  if (!url) return <PhotoPlaceholder label={noPhotoLabel} className={cn("aspect-[4/3] w-full", className)} />;
  const { src, srcSet } = cardCoverSources(url);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      alt=""
      width={400}
      height={300}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : undefined}
      decoding="async"
      className={cn("aspect-[4/3] w-full bg-muted object-cover", className)}
    />
  );
}
