import { lazy, type ReactNode, Suspense } from "react";
import { useRevalidator } from "react-router";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import type { PaymentProduct } from "#app/db/schema/payments";
import type { PropertyOrigin } from "#app/db/schema/properties";
import { feeFor } from "#app/domain/payments/pricing";
import { formatCents } from "#app/lib/format";
import { FeeSummary } from "./fee-summary";
import { TestCardForm } from "./test-card-form";

// Stripe's code is fetched only where Stripe is configured.
const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

export type PaymentSettings = {
  provider: "test" | "stripe";
  publishableKey: string | null;
  /** Where Stripe sends the payer back after a redirect-based method (the dashboard). */
  returnUrl: string;
};

type PaymentPanelProps = {
  propertyId: string;
  product: PaymentProduct;
  origin: PropertyOrigin;
  settings: PaymentSettings;
  /** Called once the server has confirmed the payment; the page data is revalidated anyway. */
  onPaid?: () => void;
  disabled?: boolean;
  /** What must be done before paying (the billing data), shown under the price instead of the card form. */
  before?: ReactNode;
};

/**
 * The card payment component, shared by the private sale and the agency process: what
 * is paid for and its price (display only — the server computes the charge), then the card form
 * of the configured provider.
 */
export function PaymentPanel({
  propertyId,
  product,
  origin,
  settings,
  onPaid,
  disabled,
  before,
}: PaymentPanelProps) {
  const fee = feeFor(origin, product);
  const revalidator = useRevalidator();

  function handlePaid() {
    toast({
      title: "¡Pago completado!",
      description: `${fee.label}: ${formatCents(fee.total)}.`,
      variant: "success",
    });
    onPaid?.();
    void revalidator.revalidate();
  }

  const common = { propertyId, product, amount: fee.total, onPaid: handlePaid, disabled };
  return (
    <div className="flex flex-col gap-5">
      <FeeSummary fee={fee} />
      {before ? (
        before
      ) : settings.provider === "stripe" && settings.publishableKey ? (
        <Suspense fallback={<Spinner label="Cargando el formulario de pago…" />}>
          <StripePaymentForm
            publishableKey={settings.publishableKey}
            returnUrl={settings.returnUrl}
            {...common}
          />
        </Suspense>
      ) : (
        <TestCardForm {...common} />
      )}
    </div>
  );
}
