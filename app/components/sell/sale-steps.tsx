import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { StepAccordion, type StepView } from "#app/components/process/step-accordion";
import { StepDataDialog } from "#app/components/process/step-data-dialog";
import { SALE_STEPS, saleStepPath, stepOfPath } from "#app/domain/kernel/process-urls";
import { SALE_PROCESS } from "#app/domain/process/processes";
import { EMPTY_PROGRESS } from "#app/domain/process/steps";
import { saleProgress } from "#app/domain/sale/step-access";
import { PARTICULAR_STEP_GUIDES, particularStepGuide } from "#app/domain/sale/step-guides";
import { stepSummary } from "#app/domain/sale/step-summary";
import { StepTips } from "./step-tips";
import type { SalePageData } from "./types";

const SUMMARIES = PARTICULAR_STEP_GUIDES.map((guide) => guide.summary);

/**
 * The six steps of the private sale in the process accordion. Completed steps keep a
 * 'Ver' button and reopen to show their tips; steps 3 to 6 stay locked until the campaign is paid.
 * Each step is a route of its own (`/vender/<id>/<step>`): the open one's body is `body`.
 */
export function SaleSteps({ data, body }: { data: SalePageData; body: (view: StepView) => ReactNode }) {
  const { property } = data;
  const { pathname } = useLocation();
  const propertyId = property?.id ?? null;
  return (
    <StepAccordion
      rules={SALE_PROCESS}
      propertyId={propertyId}
      flags={property ? saleProgress(property) : EMPTY_PROGRESS}
      summaries={SUMMARIES}
      urlStep={stepOfPath(SALE_STEPS, pathname)}
      stepHref={propertyId ? (step) => saleStepPath(propertyId, step) : null}
      renderPreview={(step) => (
        <StepDataDialog
          step={step}
          title={particularStepGuide(step)?.title}
          rows={property ? stepSummary(step, property) : null}
        />
      )}
      renderBody={(view) => (
        <>
          <StepTips tips={particularStepGuide(view.step)?.tips ?? []} />
          {body(view)}
        </>
      )}
    />
  );
}
