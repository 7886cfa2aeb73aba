import { countListingEventFromRequest } from "#app/http/count-listing-event.server";
import type { Route } from "./+types/listing-view";

/**
 * A view of a listing reached without loading its page from the server (a client-side navigation
 * from the portal), counted for its funnel. Pages loaded from the server are counted by the server
 * itself (server/listing-views.ts); the same visitor the same day counts once either way.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await countListingEventFromRequest(request, context, params.id, "view");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
