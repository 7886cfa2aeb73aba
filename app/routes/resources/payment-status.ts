import { data } from "react-router";
import { invoiceIssuerFrom } from "#app/domain/invoices/issue.server";
import { syncPaymentFromProvider } from "#app/domain/payments/fulfilment.server";
import { paymentProviderFor } from "#app/domain/payments/provider.server";
import { sendReceiptIfPaid } from "#app/domain/payments/receipt.server";
import { findOwnPayment } from "#app/domain/sale/checkout.server";
import { announceSaleIfCompleted } from "#app/domain/sale/sale-completion.server";
import { requireUserForApi } from "#app/http/api-guard.server";
import type { Route } from "./+types/payment-status";

/**
 * POST /pagos/estado: after the card form says "done", the server asks the provider itself. The
 * browser's word changes nothing; only the provider's record can fulfil.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserForApi(request, context);
  const paymentId = String((await request.formData()).get("paymentId") ?? "");
  const own = paymentId ? await findOwnPayment(context.db, user.id, paymentId) : null;
  if (!own) return data({ error: "No se encontró el pago." }, { status: 404 });
  const provider = paymentProviderFor(context);
  const outcome = await syncPaymentFromProvider({
    db: context.db,
    provider,
    providerPaymentId: paymentId,
    issuer: invoiceIssuerFrom(context.env),
  });
  await announceSaleIfCompleted(context, outcome);
  await sendReceiptIfPaid(context, outcome);
  const current = await findOwnPayment(context.db, user.id, paymentId);
  return data({ status: current?.status ?? own.status });
}
