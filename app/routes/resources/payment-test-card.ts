import { data } from "react-router";
import { invoiceIssuerFrom } from "#app/domain/invoices/issue.server";
import { applyPaymentEvent } from "#app/domain/payments/fulfilment.server";
import { paymentProviderFor } from "#app/domain/payments/provider.server";
import { sendReceiptIfPaid } from "#app/domain/payments/receipt.server";
import { TestCardSchema } from "#app/domain/payments/test-cards";
import { findOwnPayment } from "#app/domain/sale/checkout.server";
import { announceSaleIfCompleted } from "#app/domain/sale/sale-completion.server";
import { requireUserForApi } from "#app/http/api-guard.server";
import type { Route } from "./+types/payment-test-card";

/**
 * POST /pagos/prueba: the built-in provider's card form. The "charge" happens on the provider's
 * ledger; the step only advances through the same event path a Stripe webhook takes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserForApi(request, context);
  const provider = paymentProviderFor(context);
  if (provider.name !== "test" || !("confirmCard" in provider)) {
    return data({ error: "El modo de pago de pruebas no está activo." }, { status: 404 });
  }
  const form = Object.fromEntries(await request.formData());
  const paymentId = typeof form.paymentId === "string" ? form.paymentId : "";
  const payment = paymentId ? await findOwnPayment(context.db, user.id, paymentId) : null;
  if (!payment) return data({ error: "No se encontró el pago." }, { status: 404 });
  if (payment.status !== "pending")
    return data({ error: "Este pago ya no está pendiente." }, { status: 409 });

  const card = TestCardSchema.safeParse(form);
  if (!card.success) {
    const fieldErrors = Object.fromEntries(
      card.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    return data({ error: "Revisa los datos de la tarjeta.", fieldErrors }, { status: 400 });
  }

  const { payment: charged, eventId } = await provider.confirmCard(paymentId, card.data);
  const result = await applyPaymentEvent({
    db: context.db,
    provider,
    event: { id: eventId, type: `payment_intent.${charged.status}`, paymentId },
    issuer: invoiceIssuerFrom(context.env),
  });
  await announceSaleIfCompleted(context, result);
  await sendReceiptIfPaid(context, result);
  if (charged.status !== "succeeded") {
    return data(
      { status: "failed" as const, error: charged.failureMessage ?? "El pago no se completó." },
      { status: 402 },
    );
  }
  return data({ status: "succeeded" as const, outcome: result.outcome });
}
