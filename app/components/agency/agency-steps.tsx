import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { StepAccordion, type StepView } from "#app/components/process/step-accordion";
import { StepDataDialog } from "#app/components/process/step-data-dialog";
import { agencyStepSummary, agencyStepTitle } from "#app/domain/agency/step-summary";
import { AGENCY_STEPS, agencyStepPath, stepOfPath } from "#app/domain/kernel/process-urls";
import { AGENCY_PROCESS } from "#app/domain/process/processes";
import { EMPTY_PROGRESS } from "#app/domain/process/steps";
import type { AgencyPageData } from "./types";

const SUMMARIES = [
  "Los datos de la propiedad y de tu agencia, las fotos y el contrato de gestión; después firmas el contrato de colaboración.",
  "500,00 € IVA incluido: dos meses de campaña y los contactos de los compradores.",
  "Cómo se reparte la comisión: 60 % para tu agencia y 40 % para la plataforma.",
  "500,00 € IVA incluido al confirmarse la venta.",
];

/**
 * The four steps of the agency process in the process accordion. Each step is a route of its own
 * (`/proceso-agencia/<id>/<step>`): the open one's body is `body`.
 */
export function AgencySteps({ data, body }: { data: AgencyPageData; body: (view: StepView) => ReactNode }) {
  const { property } = data;
  const { pathname } = useLocation();
  const propertyId = property?.id ?? null;
  return (
    <StepAccordion
      rules={AGENCY_PROCESS}
      propertyId={propertyId}
      flags={property ? { ...EMPTY_PROGRESS, ...property } : EMPTY_PROGRESS}
      summaries={SUMMARIES}
      offersReopen
      urlStep={stepOfPath(AGENCY_STEPS, pathname)}
      stepHref={propertyId ? (step) => agencyStepPath(propertyId, step) : null}
      renderPreview={(step) =>
        property ? (
          <StepDataDialog
            step={step}
            title={agencyStepTitle(step)}
            rows={agencyStepSummary(step, property)}
          />
        ) : null
      }
      renderBody={body}
    />
  );
}
