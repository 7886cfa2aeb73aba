import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { NEW_SALE_PATH } from "#app/domain/sale/sale-path";
import { PARTICULAR_STEP_COUNT } from "#app/domain/sale/steps";
import { FiscalAdvice } from "./fiscal-advice";
import { SaleSteps } from "./sale-steps";
import { TesterPanel } from "./tester-panel";
import type { SaleActionData, SalePageData } from "./types";
import { useActionToast } from "./use-action-toast";
import { useInProgressProperty } from "./use-in-progress-property";

/** /vender: the private owner's six-step sale (spec §2 'Sale process'). */
export function SalePage({ data, actionData }: { data: SalePageData; actionData?: SaleActionData }) {
  const { property, user } = data;
  const isFinished = property?.saleConfirmed ?? false;
  useActionToast(actionData);
  useInProgressProperty({
    userId: user.id,
    propertyId: property?.id ?? null,
    isFinished,
    requestedMissing: data.requestedMissing,
  });

  // The fiscal advice follows the moment the sale is confirmed on this page, not a later visit.
  const wasFinished = useRef(isFinished);
  const wasProperty = useRef(property?.id);
  const [isClosing, setIsClosing] = useState(false);
  useEffect(() => {
    if (property?.id === wasProperty.current && isFinished && !wasFinished.current) setIsClosing(true);
    wasFinished.current = isFinished;
    wasProperty.current = property?.id;
  }, [isFinished, property?.id]);

  const step = property ? Math.min(property.step, PARTICULAR_STEP_COUNT) : 1;
  return (
    <>
      <PageHero
        title="Vender mi propiedad"
        lead={
          isFinished
            ? "Has completado los seis pasos. ¡Enhorabuena por la venta!"
            : `Paso ${step} de ${PARTICULAR_STEP_COUNT}. Seis pasos, de la ficha de tu vivienda a la firma en notaría.`
        }
      >
        {property ? (
          <Button asChild variant="outline">
            <Link to={NEW_SALE_PATH}>
              <Plus aria-hidden="true" /> Vender otra propiedad
            </Link>
          </Button>
        ) : null}
      </PageHero>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {property?.title ? (
          <p className="text-muted-foreground">
            Propiedad: <strong className="text-foreground">{property.title}</strong>
          </p>
        ) : null}
        {user.isTester ? <TesterPanel /> : null}
        <SaleSteps data={data} actionData={actionData} />
      </div>
      {isClosing && property ? <FiscalAdvice propertyId={property.id} /> : null}
    </>
  );
}
