import { findContractPdf } from "#app/domain/dashboard/contract-pdf.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { getStorage } from "#app/lib/storage.server";
import type { Route } from "./+types/contract-pdf";

const PRIVATE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "private, no-store",
};

/** The same answer for a visitor, a stranger, an unknown id and a contract without a file. */
const notFound = () =>
  new Response("No encontrado", {
    status: 404,
    headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * `/contratos/:id/pdf`: the signed contract, for its owner or an admin. Everyone else gets a 404
 * (not 403), so the route never tells whether a contract exists. The file is found from the
 * database row; nothing the browser sends names a storage path.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  if (!user) return notFound();
  const pdf = await findContractPdf({ db: context.db, storage: getStorage(), user, contractId: params.id });
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
