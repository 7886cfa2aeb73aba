import { ArrowLeft, Plus } from "lucide-react";
import { Link } from "react-router";
import { ProcessPage } from "#app/components/process/process-page";
import { type ProcessActionData, useActionToast } from "#app/components/process/use-action-toast";
import { Button } from "#app/components/ui/button";
import { AGENCY_PROCESS_PATH, NEW_AGENCY_PARAM } from "#app/domain/agency/agency-path";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { AGENCY_STEP_COUNT } from "#app/domain/sale/steps";
import type { AgencyPageData } from "#app/routes/agency/agency-page.server";
import { AgencySteps } from "./agency-steps";

const AGENCY_TESTER_DESCRIPTION =
  "Crea una colaboración de ejemplo ya publicada (Madrid, 250.000 €, 15 fotos, datos de agencia ficticios y su contrato firmado) y recorre los cuatro pasos sin pagar.";

/** /proceso-agencia: the agency's four-step collaboration. */
export function AgencyPage({ data, actionData }: { data: AgencyPageData; actionData?: ProcessActionData }) {
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
              <Link to={`${AGENCY_PROCESS_PATH}?${NEW_AGENCY_PARAM}`}>
                <Plus aria-hidden="true" /> Nueva colaboración
              </Link>
            </Button>
          ) : null}
        </div>
      }
      propertyTitle={property?.title}
      testerDescription={user.isTester ? AGENCY_TESTER_DESCRIPTION : null}
    >
      <AgencySteps data={data} actionData={actionData} />
    </ProcessPage>
  );
}
