import { PaymentStep, SaleClosed } from "#app/components/process/payment-step";
import type { SalePageData } from "./types";

/** Step 6: the success fee; once the server confirms it, the sale is completed. */
export function FinalFeeStep({ data, canAct }: { data: SalePageData; canAct: boolean }) {
  const { property } = data;
  if (!property) return null;
  if (property.saleConfirmed)
    return <SaleClosed>¡Venta completada! Tu propiedad figura como vendida.</SaleClosed>;
  if (!canAct) {
    return (
      <p className="text-muted-foreground">
        Completa antes los pasos anteriores para pagar la comisión de éxito.
      </p>
    );
  }
  return (
    <PaymentStep page={data} propertyId={property.id} origin="particular" product="final_fee">
      <p className="text-foreground">
        Solo pagas la comisión de éxito si vendes a un comprador que llegó a través de la plataforma. Al
        pagarla, la venta queda completada y tu anuncio se retira del portal.
      </p>
    </PaymentStep>
  );
}
