import { countListingEventFromRequest } from "#app/http/count-listing-event.server";
import type { Route } from "./+types/listing-phone-click";

/**
 * A click on a listing's call button, counted for its funnel. The button stays a
 * `tel:` link; the browser reports the click through the link's `ping` attribute (no JavaScript
 * needed) and, where pings are off, a beacon: the same visitor the same day counts once, so both
 * arriving is still one click. Answers 204 whatever happened: the caller is already dialling.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await countListingEventFromRequest(request, context, params.id, "phone_click");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
