import { revealPhoneFromRequest } from "#app/http/phone-reveal.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import type { Route } from "./+types/listing-phone-reveal";

/**
 * 'Ver teléfono' with JavaScript (app/enhance/phone-reveal.ts): a POST answered with the listing's
 * phone as JSON (`{ ok, phone: { display, href } }` or `{ ok: false, message }`), never kept by a
 * cache. Without JavaScript the same request is the listing page's form (intent 'ver-telefono'),
 * answered with the page.
 */
/** A GET, which a crawler could follow, gets no number: 405, POST only. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
    return Response.json({ ok: false, message: "Origen no permitido" }, { status: 403 });
  const answer = await revealPhoneFromRequest(request, context, params.id);
  return Response.json(answer.view, { status: answer.status, headers: answer.headers });
}
