import { ArrowLeft, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProcessPage } from "#app/components/process/process-page";
import type { StepView } from "#app/components/process/step-accordion";
import { type ProcessActionData, useActionToast } from "#app/components/process/use-action-toast";
import { Button } from "#app/components/ui/button";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { NEW_AGENCY_PATH } from "#app/domain/kernel/process-urls";
import { AGENCY_STEP_COUNT } from "#app/domain/sale/steps";
import { AgencySteps } from "./agency-steps";
import type { AgencyPageData } from "./types";

const AGENCY_TESTER_DESCRIPTION =
  "Crea una colaboración de ejemplo ya publicada (Madrid, 250.000 €, 15 fotos, datos de agencia ficticios y su contrato firmado) y recorre los cuatro pasos sin pagar.";

/**
 * /proceso-agencia/<id>/… and /proceso-agencia/nueva/publicar: the frame of the agency's four-step
 * collaboration around the open step's body (`body`: the step's own route,
 * docs/decisions/0045-process-routes-by-step.md). A new collaboration has only its first step's route.
 */
export function AgencyPage({
  data,
  actionData,
  body,
}: {
  data: AgencyPageData;
  actionData?: ProcessActionData;
  body: (view: StepView) => ReactNode;
}) {
  const { property, user } = data;
  useActionToast(actionData);
  return (
    <ProcessPage
      title="Proceso de Colaboración para Agencias"
      step={property?.step ?? null}
      stepCount={AGENCY_STEP_COUNT}
      lead={(step) =>
        `Paso ${step} de ${AGENCY_STEP_COUNT}: publica la propiedad, activa la campaña, revisa el acuerdo y liquida la comisión final.`
      }
      finishedLead="Has completado los cuatro pasos de la colaboración."
      actions={
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to={dashboardHref("propiedades")}>
              <ArrowLeft aria-hidden="true" /> Volver al Panel
            </Link>
          </Button>
          {property ? (
            <Button asChild variant="outline">
              <Link to={NEW_AGENCY_PATH}>
                <Plus aria-hidden="true" /> Nueva colaboración
              </Link>
            </Button>
          ) : null}
        </div>
      }
      propertyTitle={property?.title}
      testerDescription={user.isTester ? AGENCY_TESTER_DESCRIPTION : null}
    >
      <AgencySteps
        data={data}
        body={(view) =>
          view.hasRoute ? (
            body(view)
          ) : property ? null : (
            <p className="text-muted-foreground">Publica primero la propiedad (paso 1).</p>
          )
        }
      />
    </ProcessPage>
  );
}
