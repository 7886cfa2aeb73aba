import { PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { PaymentPanel } from "#app/components/payments/payment-panel";
import { Button } from "#app/components/ui/button";
import { TesterSkipButton } from "./tester-actions";
import type { SalePageData } from "./types";

/** Step 6: the success fee; once the server confirms it, the sale is completed. */
export function FinalFeeStep({ data, canAct }: { data: SalePageData; canAct: boolean }) {
  const { property, user } = data;
  if (!property) return null;
  if (property.saleConfirmed) {
    return (
      <div className="flex flex-col gap-4">
        <p className="flex items-center gap-2 font-medium text-success">
          <PartyPopper aria-hidden="true" className="size-5" /> ¡Venta completada! Tu propiedad figura como
          vendida.
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/dashboard">Ir a Mi Panel</Link>
        </Button>
      </div>
    );
  }
  if (!canAct) {
    return (
      <p className="text-muted-foreground">
        Completa antes los pasos anteriores para pagar la comisión de éxito.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-foreground">
        Solo pagas la comisión de éxito si vendes a un comprador que llegó a través de la plataforma. Al
        pagarla, la venta queda completada y tu anuncio se retira del portal.
      </p>
      <PaymentPanel
        propertyId={property.id}
        product="final_fee"
        origin="particular"
        settings={data.payments}
      />
      {user.isTester ? (
        <TesterSkipButton
          propertyId={property.id}
          intent="tester-pay"
          fields={{ product: "final_fee" }}
          label="Finalizar la venta sin pagar"
        />
      ) : null}
    </div>
  );
}
