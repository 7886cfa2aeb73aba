import { data } from "react-router";
import { invoiceIssuerFrom } from "#app/domain/invoices/issue.server";
import { applyPaymentEvent } from "#app/domain/payments/fulfilment.server";
import { paymentProviderFor } from "#app/domain/payments/provider.server";
import { sendReceiptIfPaid } from "#app/domain/payments/receipt.server";
import { announceSaleIfCompleted } from "#app/domain/sale/sale-completion.server";
import type { Route } from "./+types/stripe-webhook";

/** POST /webhooks/stripe: the signature is verified on the raw body before anything is read from it. */
export async function action({ request, context }: Route.ActionArgs) {
  const provider = paymentProviderFor(context);
  if (provider.name !== "stripe" || !("verifyWebhook" in provider))
    return data({ error: "not configured" }, { status: 404 });
  const event = provider.verifyWebhook(await request.text(), request.headers.get("stripe-signature"));
  if (!event) return data({ error: "invalid signature" }, { status: 400 });
  const result = await applyPaymentEvent({
    db: context.db,
    provider,
    event,
    issuer: invoiceIssuerFrom(context.env),
  });
  await announceSaleIfCompleted(context, result);
  await sendReceiptIfPaid(context, result);
  context.logger.info({ eventId: event.id, type: event.type, outcome: result.outcome }, "stripe event");
  return data({ received: true });
}
