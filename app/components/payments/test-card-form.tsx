import { CreditCard, Info } from "lucide-react";
import { useRef, useState } from "react";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import type { PaymentProduct } from "#app/db/schema/payments";
import { TestCardSchema } from "#app/domain/payments/test-cards";
import { formatCents } from "#app/lib/format";
import {
  confirmTestCard,
  fetchPaymentStatus,
  PAYMENT_TOASTS,
  type PaymentSession,
  startPayment,
} from "./payment-client";

type CardField = "cardNumber" | "expiry" | "cvc";

/** '4242424242424242' → '4242 4242 4242 4242', as printed on the card. */
function groupCardNumber(value: string) {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** '1234' → '12/34' as it is typed. */
function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

type TestCardFormProps = {
  propertyId: string;
  product: PaymentProduct;
  amount: number;
  onPaid: () => void;
  disabled?: boolean;
};

/**
 * The built-in test provider's card form (the default without Stripe keys). The card goes to our
 * own /pagos/prueba; the server charges its test ledger and fulfils the step, never the browser.
 */
export function TestCardForm({ propertyId, product, amount, onPaid, disabled }: TestCardFormProps) {
  const [card, setCard] = useState<Record<CardField, string>>({ cardNumber: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [isPaying, setIsPaying] = useState(false);
  // One attempt is reused until it fails, so a second click never opens a second charge.
  const session = useRef<PaymentSession | null>(null);
  const idPrefix = `card-${product}`;

  async function pay() {
    const parsed = TestCardSchema.safeParse(card);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ) as Partial<Record<CardField, string>>,
      );
      return;
    }
    setErrors({});
    setIsPaying(true);
    try {
      if (!session.current) {
        const started = await startPayment(propertyId, product);
        if (!started.ok) {
          toast({ ...PAYMENT_TOASTS.serverError, description: started.message, variant: "destructive" });
          return;
        }
        session.current = started.payment;
      }
      const outcome = await confirmTestCard(session.current.providerPaymentId, card);
      switch (outcome.kind) {
        case "succeeded":
          onPaid();
          return;
        case "declined":
          session.current = null;
          toast({ ...PAYMENT_TOASTS.paymentError(outcome.message), variant: "destructive" });
          return;
        case "invalid":
          setErrors(outcome.fieldErrors as Partial<Record<CardField, string>>);
          return;
        case "not_pending": {
          // Paid in another tab, or the attempt expired: the server's record decides.
          const paymentId = session.current.providerPaymentId;
          session.current = null;
          if ((await fetchPaymentStatus(paymentId)) === "succeeded") onPaid();
          else toast({ ...PAYMENT_TOASTS.notSucceeded, variant: "destructive" });
          return;
        }
        default:
          toast({
            ...PAYMENT_TOASTS.unexpected,
            description: outcome.message ?? PAYMENT_TOASTS.unexpected.description,
            variant: "destructive",
          });
      }
    } catch {
      toast({ ...PAYMENT_TOASTS.unexpected, variant: "destructive" });
    } finally {
      setIsPaying(false);
    }
  }

  const field = (name: CardField, label: string, props: React.ComponentProps<typeof Input>) => {
    const frame = plainField({ id: `${idPrefix}-${name}`, name, error: errors[name] });
    return (
      <FieldShell field={frame} label={label}>
        <Input {...controlProps(frame, { keepValue: false })} value={card[name]} {...props} />
      </FieldShell>
    );
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-label="Pago con tarjeta"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <div className="flex gap-3 rounded-lg border border-primary/30 bg-primary-soft p-3 text-foreground text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <p>
          <strong>Pago en modo de pruebas: no se cobra nada.</strong> Usa la tarjeta{" "}
          <span className="whitespace-nowrap font-mono">4242 4242 4242 4242</span> para un pago aceptado o{" "}
          <span className="whitespace-nowrap font-mono">4000 0000 0000 0002</span> para una tarjeta rechazada,
          con cualquier fecha futura y cualquier CVC.
        </p>
      </div>
      {field("cardNumber", "Número de la tarjeta", {
        inputMode: "numeric",
        autoComplete: "cc-number",
        placeholder: "1234 1234 1234 1234",
        onChange: (event) =>
          setCard((current) => ({ ...current, cardNumber: groupCardNumber(event.target.value) })),
      })}
      <div className="grid grid-cols-2 gap-4">
        {field("expiry", "Caducidad (MM/AA)", {
          inputMode: "numeric",
          autoComplete: "cc-exp",
          placeholder: "MM/AA",
          onChange: (event) =>
            setCard((current) => ({ ...current, expiry: formatExpiry(event.target.value) })),
        })}
        {field("cvc", "CVC", {
          inputMode: "numeric",
          autoComplete: "cc-csc",
          placeholder: "123",
          maxLength: 4,
          onChange: (event) =>
            setCard((current) => ({ ...current, cvc: event.target.value.replace(/\D/g, "").slice(0, 4) })),
        })}
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={disabled || isPaying}
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
