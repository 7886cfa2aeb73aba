import { YourCampaign } from "#app/components/campaign/your-campaign";
import { PaymentStep, SaleClosed, StepDone } from "#app/components/process/payment-step";
import { toast } from "#app/components/ui/use-toast";
import { AGENCY_TOASTS } from "#app/domain/agency/agency-details.schema";
import { advancedToast } from "#app/domain/agency/agency-steps";
import type { SellerChannel } from "#app/domain/campaign/board.server";
import { AGENCY_CAMPAIGN_MONTHS } from "#app/domain/payments/pricing";
import { FeeArithmetic } from "./fee-arithmetic";
import type { AgencyLayoutProperty, AgencyPaymentPage } from "./types";

type Property = AgencyLayoutProperty;

/** Step 2: the agency marketing fee (500,00 € IVA incluido, two months of campaign). */
export function AgencyMarketingStep({
  data,
  property,
}: {
  data: AgencyPaymentPage;
  property: Property & { campaign: SellerChannel[] | null };
}) {
  if (property.marketingActive) {
    return (
      <div className="flex flex-col gap-4">
        <StepDone>
          La campaña de marketing está activa
          {property.paymentStatus === "paid_tester" ? " (modo de prueba)." : "."}
        </StepDone>
        {property.campaign ? <YourCampaign channels={property.campaign} /> : null}
      </div>
    );
  }
  return (
    <PaymentStep
      page={data}
      propertyId={property.id}
      origin="agency"
      product="marketing"
      onPaid={() => toast({ ...advancedToast(3), description: "La campaña de marketing está activa." })}
    >
      <p>
        La campaña promociona la propiedad durante {AGENCY_CAMPAIGN_MONTHS} meses en buscadores, redes
        sociales y portales, y te enviamos los contactos de los compradores interesados.
      </p>
    </PaymentStep>
  );
}

/** Step 4: the agency final fee; the server marks the sale confirmed only after a verified payment. */
export function AgencyFinalFeeStep({ data, property }: { data: AgencyPaymentPage; property: Property }) {
  if (property.saleConfirmed) {
    return (
      <SaleClosed>
        {AGENCY_TOASTS.saleConfirmed.title} {AGENCY_TOASTS.saleConfirmed.description}
      </SaleClosed>
    );
  }
  return (
    <PaymentStep
      page={data}
      propertyId={property.id}
      origin="agency"
      product="final_fee"
      onPaid={() => toast({ ...AGENCY_TOASTS.saleConfirmed, variant: "success" })}
    >
      <p>
        Cuando la propiedad se venda a un comprador llegado a través de la plataforma, paga aquí la comisión
        final de agencia. Al confirmarse el pago, la propiedad queda marcada como vendida.
      </p>
      {property.split ? <FeeArithmetic split={property.split} totals={false} /> : null}
    </PaymentStep>
  );
}
