import { BUCKETS, getStorage, isSafeKey } from "#app/lib/storage.server";
import type { Route } from "./+types/files";

/**
 * Stored photos never change: a new upload gets a new name. `X-Content-Type-Options: nosniff` is
 * set on every response by the server (helmet); repeating it here would send it twice.
 */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

function notFound() {
  return new Response("No encontrado", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/**
 * `/files/<bucket>/<key>`: serves the public `property-images` bucket only. Contracts are private
 * and never reachable here; they go through an authorised download. Anything else is a 404, so
 * the route says nothing about which files or buckets exist.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  const slash = path.indexOf("/");
  if (slash === -1) return notFound();
  const bucket = path.slice(0, slash);
  const key = path.slice(slash + 1);
  // isSafeKey refuses '..', '.', empty segments and '%', so neither raw nor encoded traversal gets through.
  if (bucket !== BUCKETS.propertyImages || !isSafeKey(key)) return notFound();

  const file = await getStorage().get(BUCKETS.propertyImages, key);
  if (!file?.contentType.startsWith("image/")) return notFound();

  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": IMMUTABLE_CACHE,
    },
  });
}
