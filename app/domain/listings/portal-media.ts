/**
 * What portals abroad take besides the listing's text (ADR 0059): where the home is, a video and a
 * virtual tour. The exact point is stored as the owner gave it; what leaves the product is rounded,
 * so a buyer abroad sees the neighbourhood, not the door.
 */

/** Three decimals of a degree: about 110 m north–south, enough for a map pin, not for a doorway. */
export const PUBLISHED_DECIMALS = 3;

export function publishedCoordinate(value: number): number {
  const factor = 10 ** PUBLISHED_DECIMALS;
  // Math.round rounds halves up for negatives too (-3.7005 → -3.7); portals read either the same.
  return Math.round(value * factor) / factor;
}

/**
 * Spain's territory as two boxes: the peninsula with the Balearic Islands, Ceuta and Melilla, and
 * the Canary Islands. A point outside both is a typing slip (a swapped sign, latitude for
 * longitude), never a home we sell.
 */
const SPAIN_BOXES = [
  { south: 35.1, north: 43.9, west: -9.4, east: 4.4 },
  { south: 27.5, north: 29.5, west: -18.3, east: -13.3 },
] as const;

export function isInSpain(latitude: number, longitude: number): boolean {
  return SPAIN_BOXES.some(
    (box) => latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east,
  );
}

export const isLatitudeInSpain = (value: number) =>
  SPAIN_BOXES.some((box) => value >= box.south && value <= box.north);
export const isLongitudeInSpain = (value: number) =>
  SPAIN_BOXES.some((box) => value >= box.west && value <= box.east);

/** A degree as people paste it from a map: '36.7213', '36,7213', '-4.4214'. Null if not a number. */
export function parseDegrees(text: string): number | null {
  const cleaned = text.trim().replace(",", ".");
  if (!/^-?\d{1,3}(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const VIDEO_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtu.be",
  "vimeo.com",
  "www.vimeo.com",
  "player.vimeo.com",
]);

function httpsUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === "https:" && url.hostname.includes(".") ? url : null;
  } catch {
    return null;
  }
}

/** A video portals can embed: an https address on YouTube or Vimeo. */
export function isVideoUrl(text: string): boolean {
  const url = httpsUrl(text);
  return url !== null && VIDEO_HOSTS.has(url.hostname.toLowerCase()) && url.pathname.length > 1;
}

/** A virtual tour (Matterport, Kuula, the photographer's own page): any https address. */
export function isVirtualTourUrl(text: string): boolean {
  return httpsUrl(text) !== null;
}

/** The seller's video and virtual tour as stored: either may be missing. */
export type ListingMedia = { videoUrl: string | null; virtualTourUrl: string | null };

/** A link the listing page offers to the seller's video or tour, with the site it leads to. */
export type MediaLink = { kind: "video" | "tour"; href: string; site: string };

/** The site a buyer lands on, said plainly: 'YouTube', 'Vimeo', or the tour's host ('my.matterport.com'). */
function siteName(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (host === "youtu.be" || host.endsWith("youtube.com")) return "YouTube";
  if (host.endsWith("vimeo.com")) return "Vimeo";
  return host;
}

/**
 * The video and tour as links for the buyer, only those that still pass the form's check: a row
 * written some other way (an import, an old form) never puts a non-https link on the page.
 */
export function listingMediaLinks(media: ListingMedia): MediaLink[] {
  const links: MediaLink[] = [];
  if (media.videoUrl && isVideoUrl(media.videoUrl)) {
    const url = new URL(media.videoUrl.trim());
    links.push({ kind: "video", href: url.href, site: siteName(url) });
  }
  if (media.virtualTourUrl && isVirtualTourUrl(media.virtualTourUrl)) {
    const url = new URL(media.virtualTourUrl.trim());
    links.push({ kind: "tour", href: url.href, site: siteName(url) });
  }
  return links;
}
