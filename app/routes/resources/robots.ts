import { robotsTxt } from "#app/domain/sitemap";
import type { Route } from "./+types/robots";

/** /robots.txt: private areas disallowed, the sitemap announced. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.env.PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
