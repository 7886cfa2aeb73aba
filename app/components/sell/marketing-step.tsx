import { YourCampaign } from "#app/components/campaign/your-campaign";
import { PaymentStep, StepDone } from "#app/components/process/payment-step";
import type { MarketingStepData } from "./types";

/** Step 2: the one-off marketing fee through the payment component; the server activates the campaign. */
export function MarketingStep({ data }: { data: MarketingStepData }) {
  const { property } = data;
  if (property?.marketingActive) {
    return (
      <div className="flex flex-col gap-4">
        <StepDone>Tu campaña de marketing está activa.</StepDone>
        {property.campaign ? <YourCampaign channels={property.campaign} /> : null}
      </div>
    );
  }
  if (!property || property.step < 2) {
    return (
      <p className="text-muted-foreground">Publica primero tu anuncio (paso 1) para contratar la campaña.</p>
    );
  }
  return <PaymentStep page={data} propertyId={property.id} origin="particular" product="marketing" />;
}
