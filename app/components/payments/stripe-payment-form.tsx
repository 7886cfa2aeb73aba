import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import type { PaymentProduct } from "#app/db/schema/payments";
import { formatCents } from "#app/lib/format";
import { fetchPaymentStatus, PAYMENT_TOASTS, startPayment } from "./payment-client";

// Stripe.js is loaded once per key, from js.stripe.com as Stripe requires (the CSP allows it only when Stripe is configured).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale: "es" });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

type StripePaymentFormProps = {
  publishableKey: string;
  propertyId: string;
  product: PaymentProduct;
  amount: number;
  returnUrl: string;
  onPaid: () => void;
  disabled?: boolean;
};

/**
 * Stripe's Payment Element with the intent created only when the owner presses Pay (deferred
 * intent): the amount shown here is for display; the charge is the one the server computed.
 */
export default function StripePaymentForm({ publishableKey, amount, ...props }: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        mode: "payment",
        amount,
        currency: "eur",
        locale: "es",
        appearance: { theme: "stripe", variables: { colorPrimary: "#0e5a52", borderRadius: "8px" } },
      }}
    >
      <StripeCheckout amount={amount} {...props} />
    </Elements>
  );
}

function StripeCheckout({
  propertyId,
  product,
  amount,
  returnUrl,
  onPaid,
  disabled,
}: Omit<StripePaymentFormProps, "publishableKey">) {
  const stripe = useStripe();
  const elements = useElements();
  const [isPaying, setIsPaying] = useState(false);

  async function pay() {
    if (!stripe || !elements) return;
    setIsPaying(true);
    try {
      const { error: fieldsError } = await elements.submit();
      if (fieldsError) {
        toast({
          ...PAYMENT_TOASTS.paymentError(fieldsError.message ?? "Revisa los datos de pago."),
          variant: "destructive",
        });
        return;
      }
      const started = await startPayment(propertyId, product);
      if (!started.ok) {
        toast({ ...PAYMENT_TOASTS.serverError, description: started.message, variant: "destructive" });
        return;
      }
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret: started.payment.clientSecret,
        confirmParams: { return_url: returnUrl },
        redirect: "if_required",
      });
      if (error) {
        toast({
          ...PAYMENT_TOASTS.paymentError(error.message ?? "No se pudo completar el pago."),
          variant: "destructive",
        });
        return;
      }
      // Stripe says done; only the server's own check with Stripe fulfils the step.
      const status = await fetchPaymentStatus(started.payment.providerPaymentId);
      if (status === "succeeded") onPaid();
      else toast({ ...PAYMENT_TOASTS.notSucceeded, variant: "destructive" });
    } catch {
      toast({ ...PAYMENT_TOASTS.unexpected, variant: "destructive" });
    } finally {
      setIsPaying(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      aria-label="Pago con tarjeta"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <PaymentElement options={{ layout: "tabs" }} />
      <Button
        type="submit"
        size="lg"
        disabled={disabled || isPaying || !stripe || !elements}
        className="w-full sm:w-auto sm:self-start"
      >
        {isPaying ? (
          <Spinner label={null} className="size-5 text-current" />
        ) : (
          <CreditCard aria-hidden="true" />
        )}
        {`Pagar ${formatCents(amount)}`}
      </Button>
    </form>
  );
}
