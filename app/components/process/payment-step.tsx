import { CheckCircle2, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BillingDetailsForm } from "#app/components/billing/billing-details-form";
import { PaymentPanel, type PaymentSettings } from "#app/components/payments/payment-panel";
import { Button } from "#app/components/ui/button";
import type { PaymentProduct } from "#app/db/schema/payments";
import type { PropertyOrigin } from "#app/db/schema/properties";
import { BILLING_MESSAGES } from "#app/domain/invoices/billing-details";
import type { BillingForm } from "#app/domain/invoices/billing-details.server";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { TesterSkipButton } from "./tester-panel";

/** The tester's shortcut through each paid step of each process. */
const TESTER_SHORTCUTS: Record<PropertyOrigin, Record<PaymentProduct, { label: string; spared: string }>> = {
  particular: {
    marketing: { label: "Activar la campaña sin pagar", spared: "pagar ni rellenar nada" },
    final_fee: { label: "Finalizar la venta sin pagar", spared: "pagar ni rellenar nada" },
  },
  agency: {
    marketing: { label: "Activar la campaña sin pagar", spared: "pagar" },
    final_fee: { label: "Confirmar la venta sin pagar", spared: "pagar" },
  },
};

type PaymentStepProps = {
  /** The process page's data: its payment settings, the payer's billing data, whether the user is a tester. */
  page: { payments: PaymentSettings; billing: BillingForm; user: { isTester: boolean } };
  propertyId: string;
  origin: PropertyOrigin;
  product: PaymentProduct;
  /** What the fee buys, above the payment form. */
  children?: ReactNode;
  onPaid?: () => void;
};

/**
 * A paid step (the campaign, the final fee) of either process: what it buys, the card payment and
 * the tester's shortcut. The server activates what was paid for once the payment is verified.
 * An owner's invoice names their domicile, so until they gave it the step asks for it first (the
 * payment's own check refuses to start without it anyway). An agency's invoice names the company
 * it gave at step 1.
 */
export function PaymentStep({ page, propertyId, origin, product, children, onPaid }: PaymentStepProps) {
  const shortcut = TESTER_SHORTCUTS[origin][product];
  const asksBilling = origin === "particular" && !page.billing.complete;
  return (
    <div className="flex flex-col gap-6">
      {children}
      <PaymentPanel
        propertyId={propertyId}
        product={product}
        origin={origin}
        settings={page.payments}
        onPaid={onPaid}
        before={
          asksBilling ? (
            <section aria-labelledby="billing-first-heading" className="flex flex-col gap-4">
              <h3 id="billing-first-heading" className="font-semibold text-foreground text-lg">
                Datos de facturación
              </h3>
              <p className="text-muted-foreground">{BILLING_MESSAGES.explanation}</p>
              <BillingDetailsForm billing={page.billing} propertyId={propertyId} />
            </section>
          ) : undefined
        }
      />
      {page.user.isTester ? (
        <TesterSkipButton
          propertyId={propertyId}
          intent="tester-pay"
          fields={{ product }}
          label={shortcut.label}
          spared={shortcut.spared}
        />
      ) : null}
    </div>
  );
}

/** A paid step already done: the campaign is active. */
export function StepDone({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 font-medium text-success">
      <CheckCircle2 aria-hidden="true" className="size-5" /> {children}
    </p>
  );
}

/** The final step done: the sale is closed; the way back is the panel. */
export function SaleClosed({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 font-medium text-success">
        <PartyPopper aria-hidden="true" className="size-5" /> {children}
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to={dashboardHref("propiedades")}>Ir a Mi Panel</Link>
      </Button>
    </div>
  );
}
