/**
 * Every stored photo exists at three widths (see `lib/images.server.ts`), named
 * `…-400.webp`, `…-960.webp` and `…-1920.webp`; a listing keeps only the URL of the largest.
 * These helpers derive the others so a card can load the thumbnail and a gallery a srcset.
 */
export const PHOTO_VARIANT_WIDTHS = [400, 960, 1920] as const;
export type PhotoVariantWidth = (typeof PHOTO_VARIANT_WIDTHS)[number];

/** `<base>-<width>.webp`, optionally followed by a query string or fragment (a CDN may add one). */
const VARIANT_URL_PATTERN = /^(.+)-(400|960|1920)\.webp([?#].*)?$/;

type ParsedVariantUrl = { base: string; suffix: string };

function parseVariantUrl(url: string): ParsedVariantUrl | null {
  const match = VARIANT_URL_PATTERN.exec(url);
  if (!match?.[1]) return null;
  return { base: match[1], suffix: match[3] ?? "" };
}

const buildUrl = ({ base, suffix }: ParsedVariantUrl, width: PhotoVariantWidth) =>
  `${base}-${width}.webp${suffix}`;

/** True when the URL names one of our stored variants (placeholders and external URLs do not). */
export function hasPhotoVariants(url: string): boolean {
  return parseVariantUrl(url) !== null;
}

/** The URL of the photo at `width`; a URL that does not follow the pattern is returned as-is. */
export function photoVariantUrl(url: string, width: PhotoVariantWidth): string {
  const parsed = parseVariantUrl(url);
  return parsed ? buildUrl(parsed, width) : url;
}

/**
 * A `srcset` listing the three variants by nominal width, or undefined for URLs without variants
 * (then `src` alone is right). A photo smaller than 1920 px wide was stored without upscaling, so
 * the browser may get fewer pixels than the descriptor says: it just scales it, as it would anyway.
 */
export function photoSrcSet(url: string): string | undefined {
  const parsed = parseVariantUrl(url);
  if (!parsed) return undefined;
  return PHOTO_VARIANT_WIDTHS.map((width) => `${buildUrl(parsed, width)} ${width}w`).join(", ");
}

export type PhotoSources = {
  /** The largest variant, or the URL as given. */
  src: string;
  /** The 400 px variant for cards and thumbnails, or the URL as given. */
  thumbnail: string;
  srcSet: string | undefined;
};

export function photoSources(url: string): PhotoSources {
  return {
    src: photoVariantUrl(url, 1920),
    thumbnail: photoVariantUrl(url, 400),
    srcSet: photoSrcSet(url),
  };
}

const STORED_PHOTO_MARKER = "/property-images/";

/**
 * The storage key of a stored photo's 1920 px JPEG rendition (`<base>-1920.jpg`, next to its WebP
 * variants), or null for a URL that is not one of our stored photos. Portals that take no WebP
 * (Kyero's importer reads GIF, JPEG and PNG only) are sent this rendition.
 */
export function jpegRenditionKey(url: string): string | null {
  const start = url.indexOf(STORED_PHOTO_MARKER);
  if (start === -1) return null;
  const parsed = parseVariantUrl(url.slice(start + STORED_PHOTO_MARKER.length));
  return parsed && !parsed.suffix ? `${parsed.base}-1920.jpg` : null;
}

/** The WebP variant a JPEG rendition is made from: `<base>-1920.jpg` → `<base>-1920.webp`. */
export function webpSourceOfJpegRendition(key: string): string | null {
  const match = /^(.+)-1920\.jpg$/.exec(key);
  return match ? `${match[1]}-1920.webp` : null;
}
