import { CheckCircle2 } from "lucide-react";
import { PaymentPanel } from "#app/components/payments/payment-panel";
import { TesterSkipButton } from "./tester-actions";
import type { SalePageData } from "./types";

/** Step 2: the one-off marketing fee through the payment component; the server activates the campaign. */
export function MarketingStep({ data }: { data: SalePageData }) {
  const { property, user } = data;
  if (property?.marketingActive) {
    return (
      <p className="flex items-center gap-2 font-medium text-success">
        <CheckCircle2 aria-hidden="true" className="size-5" /> Tu campaña de marketing está activa.
      </p>
    );
  }
  if (!property || property.step < 2) {
    return (
      <p className="text-muted-foreground">Publica primero tu anuncio (paso 1) para contratar la campaña.</p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PaymentPanel
        propertyId={property.id}
        product="marketing"
        origin="particular"
        settings={data.payments}
      />
      {user.isTester ? (
        <TesterSkipButton
          propertyId={property.id}
          intent="tester-pay"
          fields={{ product: "marketing" }}
          label="Activar la campaña sin pagar"
        />
      ) : null}
    </div>
  );
}
