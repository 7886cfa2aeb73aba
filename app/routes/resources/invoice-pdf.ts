import { findInvoicePdf } from "#app/domain/invoices/invoices.server";
import { invoicePrintFrom } from "#app/domain/invoices/verifactu/qr";
import { getOptionalUser } from "#app/domain/users/session.server";
import { privatePdfResponse } from "#app/lib/private-file.server";
import type { Route } from "./+types/invoice-pdf";

/** `/facturas/:id/pdf` ('Descargar factura'): the invoice, for its owner or an admin. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  const pdf = user
    ? await findInvoicePdf({
        db: context.db,
        user,
        invoiceId: params.id,
        verifactu: invoicePrintFrom(context.env),
      })
    : null;
  return privatePdfResponse(pdf);
}
