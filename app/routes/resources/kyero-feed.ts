import { data } from "react-router";
import { kyeroFeedStream } from "#app/domain/campaign/feed.server";
import { isValidFeedToken } from "#app/domain/campaign/feed-tokens.server";
import { isMalformedToken } from "#app/lib/token-text";
import type { Route } from "./+types/kyero-feed";

/**
 * /feeds/kyero.xml?token=…: the portal feed (Kyero v3) of every listing whose campaign runs. Only a
 * live partner token opens it; any other answer is the same 404, so the URL reveals nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (isMalformedToken(token)) throw data(null, { status: 400 });
  if (!(await isValidFeedToken(context.db, token))) throw data(null, { status: 404 });
  return new Response(kyeroFeedStream(context.db, context.env.PUBLIC_URL), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // The token is in the URL: no shared cache may keep the answer.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
