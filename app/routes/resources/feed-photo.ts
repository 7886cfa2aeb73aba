import { feedJpeg } from "#app/domain/campaign/feed-photos.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/feed-photo";

/**
 * `/feeds/fotos/<key>-1920.jpg`: a listing photo as JPEG for the portals that import the feed. The
 * photos are public already (`/files/…`), so no token is asked; anything but a stored photo's
 * rendition is a 404. A rendition never changes: a new upload gets a new name.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const jpeg = await feedJpeg(getStorage(), params["*"] ?? "");
  if (!jpeg) {
    return new Response("No encontrado", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(jpeg), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(jpeg.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
