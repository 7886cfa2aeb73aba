import { NOTA_SIMPLE_URL } from "#app/domain/sale/external-links";
import { NOTARY_DOCUMENTS } from "#app/domain/sale/step-guides";
import { CompleteStepForm } from "./complete-step-form";
import { SaleCalculatorStep } from "./sale-calculator-step";
import { SellerDealEnd } from "./seller-deal-end";
import type { NotaryStepData } from "./types";
import { Checklist } from "./viewings-step";

/**
 * Step 5: the notary's documents (nota simple under 3 months, IBI, energy certificate…); records
 * notary_done. Below, the sale calculator prefilled from the listing: what the signing leaves.
 */
export function NotaryStep({
  data,
  canAct,
  actionData,
}: {
  data: NotaryStepData;
  canAct: boolean;
  actionData?: unknown;
}) {
  const { property } = data;
  if (!property) return null;
  return (
    <div className="flex flex-col gap-6">
      <SellerDealEnd property={property} actionData={actionData} />
      <Checklist title="Documentos para la notaría" items={NOTARY_DOCUMENTS} />
      <p className="text-muted-foreground text-sm">
        Pide la nota simple en la{" "}
        <a
          href={NOTA_SIMPLE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-4"
        >
          sede del Colegio de Registradores
        </a>
        : debe tener menos de 3 meses el día de la firma.
      </p>
      <CompleteStepForm
        propertyId={property.id}
        step={5}
        label="Tengo la documentación preparada"
        isDone={property.notaryDone}
        disabled={!canAct}
      />
      <SaleCalculatorStep
        priceEuros={property.acceptedOffer?.amount ?? property.price}
        step={5}
        arras={property}
      />
    </div>
  );
}
