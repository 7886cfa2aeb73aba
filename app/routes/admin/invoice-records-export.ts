import { data } from "react-router";
import { invoiceEventContextFrom } from "#app/domain/invoices/verifactu/events.server";
import { exportCompanyRecords } from "#app/domain/invoices/verifactu/records-export.server";
import { requireAdminForAction } from "#app/http/admin-guard.server";
import type { Route } from "./+types/invoice-records-export";

/**
 * POST /admin/facturas/registros — 'Descargar registros (XML)': the company's records for an
 * inspection. A POST, not a link: the export is registered as an event, so it must not happen on a
 * prefetch or a crawler's visit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminForAction(request, context);
  const download = await exportCompanyRecords(context.db, {
    company: context.env,
    context: invoiceEventContextFrom(context.env),
  });
  if (!download) throw data("Todavía no hay registros de facturación que descargar.", { status: 404 });
  return new Response(Buffer.from(download.body), {
    headers: {
      "Content-Type": download.contentType,
      "Content-Disposition": `attachment; filename="${download.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
