import { Plus } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ProcessPage } from "#app/components/process/process-page";
import type { StepView } from "#app/components/process/step-accordion";
import { useActionToast } from "#app/components/process/use-action-toast";
import { Button } from "#app/components/ui/button";
import { NEW_SALE_PATH } from "#app/domain/kernel/process-urls";
import { feeFor } from "#app/domain/payments/pricing";
import { PARTICULAR_STEP_COUNT } from "#app/domain/sale/steps";
import { saleFinishedLead } from "#app/domain/sale/success-fee";
import { formatCents } from "#app/lib/format";
import { FiscalAdvice } from "./fiscal-advice";
import { SaleSteps } from "./sale-steps";
import { SALE_TESTER_DESCRIPTION } from "./tester-panel";
import type { SaleActionData, SalePageData } from "./types";
import { useInProgressProperty } from "./use-in-progress-property";

/**
 * /vender/<id>/… and /vender/nueva/anuncio: the frame of the private owner's six-step sale around
 * the open step's body (`body`: the step's own route, docs/decisions/0045-process-routes-by-step.md).
 * A new sale has only its first step's route; another step opened says what comes first.
 */
export function SalePage({
  data,
  actionData,
  body,
}: {
  data: SalePageData;
  actionData?: SaleActionData;
  body: (view: StepView) => ReactNode;
}) {
  const { property, user } = data;
  const isFinished = property?.saleConfirmed ?? false;
  useActionToast(actionData);
  useInProgressProperty({
    userId: user.id,
    propertyId: property?.id ?? null,
    isFinished,
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

  return (
    <>
      <ProcessPage
        title="Vender mi propiedad"
        step={property?.step ?? null}
        stepCount={PARTICULAR_STEP_COUNT}
        lead={(step) =>
          `Paso ${step} de ${PARTICULAR_STEP_COUNT}. Seis pasos, de la ficha de tu vivienda a la firma en notaría.`
        }
        finishedLead={saleFinishedLead(
          property?.buyer?.review?.status ?? null,
          formatCents(feeFor("particular", "final_fee").total),
        )}
        actions={
          property ? (
            <Button asChild variant="outline">
              <Link to={NEW_SALE_PATH}>
                <Plus aria-hidden="true" /> Vender otra propiedad
              </Link>
            </Button>
          ) : null
        }
        propertyTitle={property?.title}
        testerDescription={user.isTester ? SALE_TESTER_DESCRIPTION : null}
      >
        <SaleSteps
          data={data}
          body={(view) =>
            view.hasRoute ? (
              body(view)
            ) : property ? null : (
              <p className="text-muted-foreground">
                Publica primero tu anuncio (paso 1) para contratar la campaña.
              </p>
            )
          }
        />
      </ProcessPage>
      {isClosing && property ? (
        <FiscalAdvice propertyId={property.id} sellerResidence={property.sellerResidence} />
      ) : null}
    </>
  );
}
