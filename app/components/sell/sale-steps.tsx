import { ListingStep } from "#app/components/process/listing-step";
import { StepAccordion, type StepView } from "#app/components/process/step-accordion";
import { StepDataDialog } from "#app/components/process/step-data-dialog";
import { SALE_LISTING_STEP } from "#app/domain/process/listing-steps";
import { SALE_PROCESS } from "#app/domain/process/processes";
import { EMPTY_PROGRESS } from "#app/domain/process/steps";
import { saleProgress } from "#app/domain/sale/step-access";
import { PARTICULAR_STEP_GUIDES, particularStepGuide } from "#app/domain/sale/step-guides";
import { stepSummary } from "#app/domain/sale/step-summary";
import { ArrasStep } from "./arras-step";
import { FinalFeeStep } from "./final-fee-step";
import { saleListingSetup } from "./listing-setup";
import { MarketingStep } from "./marketing-step";
import { NotaryStep } from "./notary-step";
import { StepTips } from "./step-tips";
import type { SaleActionData, SalePageData } from "./types";
import { ViewingsStep } from "./viewings-step";

const SUMMARIES = PARTICULAR_STEP_GUIDES.map((guide) => guide.summary);

/**
 * The six steps of the private sale in the process accordion. Completed steps keep a
 * 'Ver' button and reopen to show their tips; steps 3 to 6 stay locked until the campaign is paid.
 */
export function SaleSteps({ data, actionData }: { data: SalePageData; actionData?: SaleActionData }) {
  const { property } = data;
  return (
    <StepAccordion
      rules={SALE_PROCESS}
      propertyId={property?.id ?? null}
      flags={property ? saleProgress(property) : EMPTY_PROGRESS}
      summaries={SUMMARIES}
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
          <StepBody view={view} data={data} actionData={actionData} />
        </>
      )}
    />
  );
}

function StepBody({
  view,
  data,
  actionData,
}: {
  view: StepView;
  data: SalePageData;
  actionData?: SaleActionData;
}) {
  const canAct = view.state === "current" || view.state === "completed";
  switch (view.step) {
    case 1:
      return (
        <ListingStep
          rules={SALE_LISTING_STEP}
          setupFor={saleListingSetup}
          data={data}
          actionData={actionData}
        />
      );
    case 2:
      return <MarketingStep data={data} />;
    case 3:
      return <ViewingsStep data={data} canAct={canAct} />;
    case 4:
      return <ArrasStep data={data} canAct={canAct} actionData={actionData} />;
    case 5:
      return <NotaryStep data={data} canAct={canAct} />;
    case 6:
      return <FinalFeeStep data={data} canAct={canAct} />;
    default:
      return null;
  }
}
