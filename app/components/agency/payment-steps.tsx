import { CheckCircle2, FlaskConical, PartyPopper } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { PaymentPanel } from "#app/components/payments/payment-panel";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { toast } from "#app/components/ui/use-toast";
import { AGENCY_TOASTS } from "#app/domain/agency/agency-details.schema";
import type { AgencyPageData } from "#app/domain/agency/agency-page.server";
import { advancedToast } from "#app/domain/agency/agency-steps";
import { AGENCY_CAMPAIGN_MONTHS } from "#app/domain/payments/pricing";

type Property = NonNullable<AgencyPageData["property"]>;

/** A tester's way through a paid step (spec §6); the server checks the role itself. */
function TesterPayButton({
  propertyId,
  product,
  label,
}: {
  propertyId: string;
  product: string;
  label: string;
}) {
  const navigation = useNavigation();
  const isSubmitting =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "tester-pay" &&
    navigation.formData?.get("product") === product;
  return (
    <Form
      method="post"
      preventScrollReset
      className="rounded-lg border border-accent/40 border-dashed bg-accent-soft/50 p-4"
    >
      <input type="hidden" name="intent" value="tester-pay" />
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="product" value={product} />
      <p className="mb-3 text-foreground text-sm">
        <strong>Modo de Prueba:</strong> como cuenta de pruebas puedes completar este paso sin pagar.
      </p>
      <Button
        type="submit"
        variant="outline"
        disabled={isSubmitting}
        className="h-auto min-h-11 whitespace-normal py-2 text-left"
      >
        {isSubmitting ? <Spinner label={null} className="size-5" /> : <FlaskConical aria-hidden="true" />}
        {label}
      </Button>
    </Form>
  );
}

/** Step 2: the agency marketing fee (500,00 € IVA incluido, two months of campaign). */
export function AgencyMarketingStep({ data, property }: { data: AgencyPageData; property: Property }) {
  if (property.marketingActive) {
    return (
      <p className="flex items-center gap-2 font-medium text-success">
        <CheckCircle2 aria-hidden="true" className="size-5" /> La campaña de marketing está activa
        {property.paymentStatus === "paid_tester" ? " (modo de prueba)." : "."}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p>
        La campaña promociona la propiedad durante {AGENCY_CAMPAIGN_MONTHS} meses en buscadores, redes
        sociales y portales, y te enviamos los contactos de los compradores interesados.
      </p>
      <PaymentPanel
        propertyId={property.id}
        product="marketing"
        origin="agency"
        settings={data.payments}
        onPaid={() => toast({ ...advancedToast(3), description: "La campaña de marketing está activa." })}
      />
      {data.user.isTester ? (
        <TesterPayButton propertyId={property.id} product="marketing" label="Activar la campaña sin pagar" />
      ) : null}
    </div>
  );
}

/** Step 4: the agency final fee; the server marks the sale confirmed only after a verified payment. */
export function AgencyFinalFeeStep({ data, property }: { data: AgencyPageData; property: Property }) {
  if (property.saleConfirmed) {
    return (
      <div className="flex flex-col gap-4">
        <p className="flex items-center gap-2 font-medium text-success">
          <PartyPopper aria-hidden="true" className="size-5" /> {AGENCY_TOASTS.saleConfirmed.title}{" "}
          {AGENCY_TOASTS.saleConfirmed.description}
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/dashboard">Ir a Mi Panel</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p>
        Cuando la propiedad se venda a un comprador llegado a través de la plataforma, paga aquí la comisión
        final de agencia. Al confirmarse el pago, la propiedad queda marcada como vendida.
      </p>
      <PaymentPanel
        propertyId={property.id}
        product="final_fee"
        origin="agency"
        settings={data.payments}
        onPaid={() => toast({ ...AGENCY_TOASTS.saleConfirmed, variant: "success" })}
      />
      {data.user.isTester ? (
        <TesterPayButton propertyId={property.id} product="final_fee" label="Confirmar la venta sin pagar" />
      ) : null}
    </div>
  );
}
