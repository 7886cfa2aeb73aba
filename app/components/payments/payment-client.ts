import type { PaymentProduct } from "#app/db/schema/payments";
import { ROUTES } from "#app/urls";

/** The payment toasts (§8), copied exactly. */
export const PAYMENT_TOASTS = {
  serverError: {
    title: "Error de servidor",
    description: "No se pudo iniciar el pago. Inténtalo de nuevo más tarde.",
  },
  paymentError: (message: string) => ({ title: "Error de pago", description: message }),
  notSucceeded: {
    title: "Error en el pago",
    description: "El pago no se ha completado. No se te ha cobrado nada; inténtalo de nuevo.",
  },
  unexpected: {
    title: "Error inesperado",
    description: "Ha ocurrido un error inesperado. Inténtalo de nuevo en unos minutos.",
  },
} as const;

export type PaymentSession = {
  providerPaymentId: string;
  clientSecret: string;
  amount: number;
  provider: "test" | "stripe";
};

async function post(url: string, fields: Record<string, string>) {
  // A plain form body: multipart is accepted only where files are uploaded (server/body-limits.ts).
  const body = new URLSearchParams(fields);
  const response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
  let payload: Record<string, unknown> = {};
  try {
    payload = (await response.json()) as Record<string, unknown>;
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  return { status: response.status, payload };
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** POST /pagos/iniciar. The server computes the amount; only the property and the product are sent. */
export async function startPayment(
  propertyId: string,
  product: PaymentProduct,
): Promise<{ ok: true; payment: PaymentSession } | { ok: false; message: string }> {
  try {
    const { status, payload } = await post(ROUTES.paymentStart, { propertyId, product });
    const payment = payload.payment as PaymentSession | undefined;
    if (status === 200 && payment?.providerPaymentId) return { ok: true, payment };
    return { ok: false, message: text(payload.error) ?? PAYMENT_TOASTS.serverError.description };
  } catch {
    return { ok: false, message: PAYMENT_TOASTS.serverError.description };
  }
}

export type TestCardOutcome =
  | { kind: "succeeded" }
  | { kind: "declined"; message: string }
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { kind: "not_pending" }
  | { kind: "error"; message?: string };

/** POST /pagos/prueba: the built-in provider charges the test card; the server fulfils the step. */
export async function confirmTestCard(
  paymentId: string,
  card: { cardNumber: string; expiry: string; cvc: string },
): Promise<TestCardOutcome> {
  try {
    const { status, payload } = await post(ROUTES.paymentTestCard, { paymentId, ...card });
    if (status === 200 && payload.status === "succeeded") return { kind: "succeeded" };
    if (status === 402)
      return { kind: "declined", message: text(payload.error) ?? "El pago no se completó." };
    if (status === 400 && payload.fieldErrors) {
      return {
        kind: "invalid",
        message: text(payload.error) ?? "Revisa los datos de la tarjeta.",
        fieldErrors: payload.fieldErrors as Record<string, string>,
      };
    }
    if (status === 409) return { kind: "not_pending" };
    return { kind: "error", message: text(payload.error) };
  } catch {
    return { kind: "error" };
  }
}

/** POST /pagos/estado: the server asks the provider itself and fulfils if it says succeeded. */
export async function fetchPaymentStatus(paymentId: string): Promise<string | null> {
  try {
    const { payload } = await post(ROUTES.paymentStatus, { paymentId });
    return text(payload.status) ?? null;
  } catch {
    return null;
  }
}
