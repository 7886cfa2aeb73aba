import { data } from "react-router";
import { PAYMENT_PRODUCTS } from "#app/db/schema/payments";
import { isDomainError } from "#app/domain/errors";
import { paymentProviderFor } from "#app/domain/payments/provider.server";
import { startPayment } from "#app/domain/sale/checkout.server";
import { requireUserForApi } from "#app/http/api-guard.server";
import { failureStatus } from "#app/http/http-errors.server";
import { z } from "#app/lib/zod";
import type { Route } from "./+types/payment-start";

// Only what to pay for; any amount the browser sends is ignored by construction.
const StartPaymentSchema = z.object({
  propertyId: z.uuid("Propiedad no válida."),
  product: z.enum(PAYMENT_PRODUCTS, "Producto no válido."),
});

/** POST /pagos/iniciar: opens (or resumes) a payment and returns what the card form needs. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserForApi(request, context);
  const parsed = StartPaymentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? "Datos no válidos." }, { status: 400 });
  try {
    const session = await startPayment({
      db: context.db,
      provider: paymentProviderFor(context),
      user,
      ...parsed.data,
    });
    return data({ payment: session });
  } catch (error) {
    if (isDomainError(error)) {
      if (error.code === "provider_failed")
        context.logger.error({ err: error.cause ?? error }, "payment provider refused to start");
      return data({ error: error.userMessage }, { status: failureStatus(error) });
    }
    throw error;
  }
}
