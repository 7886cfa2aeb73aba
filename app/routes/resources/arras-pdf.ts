import { findArrasPdf } from "#app/domain/sale/arras.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/arras-pdf";

const PRIVATE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "private, no-store",
};

const notFound = () =>
  new Response("No encontrado", {
    status: 404,
    headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * `/contratos/arras/:id/pdf`: the arras contract (draft or signed), for its owner or an admin.
 * Everyone else, and an unknown id, get the same 404, so the route never tells that it exists.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  if (!user) return notFound();
  const pdf = await findArrasPdf({ db: context.db, storage: getStorage(), user, contractId: params.id });
  if (!pdf) return notFound();
  return new Response(new Uint8Array(pdf.body), {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.body.length),
      "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
    },
  });
}
