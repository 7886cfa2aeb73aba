import { ListingStep } from "#app/components/process/listing-step";
import { StepAccordion, type StepView } from "#app/components/process/step-accordion";
import { StepDataDialog } from "#app/components/process/step-data-dialog";
import type { ProcessActionData } from "#app/components/process/use-action-toast";
import { agencyStepSummary, agencyStepTitle } from "#app/domain/agency/step-summary";
import { AGENCY_LISTING_STEP } from "#app/domain/process/listing-steps";
import { AGENCY_PROCESS } from "#app/domain/process/processes";
import { EMPTY_PROGRESS } from "#app/domain/process/steps";
import type { AgencyPageData } from "#app/routes/agency/agency-page.server";
import { AgreementStep } from "./agreement-step";
import { agencyListingSetup } from "./listing-setup";
import { AgencyFinalFeeStep, AgencyMarketingStep } from "./payment-steps";

const SUMMARIES = [
  "Los datos de la propiedad y de tu agencia, las fotos y el contrato de gestión; después firmas el contrato de colaboración.",
  "500,00 € IVA incluido: dos meses de campaña y los contactos de los compradores.",
  "Cómo se reparte la comisión: 60 % para tu agencia y 40 % para la plataforma.",
  "500,00 € IVA incluido al confirmarse la venta.",
];

/** The four steps of the agency process in the process accordion. */
export function AgencySteps({ data, actionData }: { data: AgencyPageData; actionData?: ProcessActionData }) {
  const { property } = data;
  return (
    <StepAccordion
      rules={AGENCY_PROCESS}
      propertyId={property?.id ?? null}
      flags={property ? { ...EMPTY_PROGRESS, ...property } : EMPTY_PROGRESS}
      summaries={SUMMARIES}
      offersReopen
      renderPreview={(step) =>
        property ? (
          <StepDataDialog
            step={step}
            title={agencyStepTitle(step)}
            rows={agencyStepSummary(step, property)}
          />
        ) : null
      }
      renderBody={(view) => <StepBody view={view} data={data} actionData={actionData} />}
    />
  );
}

function StepBody({
  view,
  data,
  actionData,
}: {
  view: StepView;
  data: AgencyPageData;
  actionData?: ProcessActionData;
}) {
  const { property } = data;
  if (view.step === 1)
    return (
      <ListingStep
        // Photos held for a new collaboration belong to it: another one starts with none.
        key={property?.id ?? "new"}
        rules={AGENCY_LISTING_STEP}
        setupFor={agencyListingSetup}
        data={data}
        actionData={actionData}
        isEditing={view.isEditing}
        onSaved={view.onSaved}
      />
    );
  if (!property) return <p className="text-muted-foreground">Publica primero la propiedad (paso 1).</p>;
  if (view.step === 2) return <AgencyMarketingStep data={data} property={property} />;
  if (view.step === 3)
    return (
      <AgreementStep
        property={property}
        state={view.state}
        today={data.today}
        actionData={actionData}
        onNext={() => view.openStep(4)}
      />
    );
  return <AgencyFinalFeeStep data={data} property={property} />;
}
