import { findInvoicePdf } from "#app/domain/invoices/invoices.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import type { Route } from "./+types/invoice-pdf";

const PRIVATE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "private, no-store",
};

/** The same answer for a visitor, a stranger and an unknown id. */
const notFound = () =>
  new Response("No encontrado", {
    status: 404,
    headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * `/facturas/:id/pdf` ('Descargar factura'): the invoice, for its owner or an admin. Everyone else
 * gets a 404 (not 403), so the route never tells whether an invoice exists.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  if (!user) return notFound();
  const pdf = await findInvoicePdf({ db: context.db, user, invoiceId: params.id });
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
