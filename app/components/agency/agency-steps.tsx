import { Check, Lock, PencilLine } from "lucide-react";
import { useEffect, useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import type { AgencyPageData } from "#app/domain/agency/agency-page.server";
import {
  AGENCY_STEP_TITLES,
  agencyStepAvailability,
  initiallyOpenAgencyStep,
  LOCKED_STEP_MESSAGE,
} from "#app/domain/agency/agency-steps";
import type { StepAvailability } from "#app/domain/sale/step-access";
import { cn } from "#app/lib/utils";
import { AgreementStep } from "./agreement-step";
import { AgencyListingStep } from "./listing-step";
import { AgencyFinalFeeStep, AgencyMarketingStep } from "./payment-steps";
import { StepPreviewDialog } from "./step-preview-dialog";

const STATE_LABELS: Record<StepAvailability, string> = {
  completed: "Completado",
  current: "En curso",
  upcoming: "Pendiente",
  locked: "Bloqueado",
};

const SUMMARIES = [
  "Los datos de la propiedad y de tu agencia, las fotos y el contrato de gestión; después firmas el contrato de colaboración.",
  "500,00 € IVA incluido: dos meses de campaña y los contactos de los compradores.",
  "Cómo se reparte la comisión: 60 % para tu agencia y 40 % para la plataforma.",
  "500,00 € IVA incluido al confirmarse la venta.",
];

const NO_PROGRESS = { title: null, marketingActive: false, saleConfirmed: false };
const itemValue = (step: number) => `paso-${step}`;

/** The four steps of the agency process (spec §2), one open at a time, the current one open. */
export function AgencySteps({ data }: { data: AgencyPageData }) {
  const { property } = data;
  const progress = property ?? NO_PROGRESS;
  const current = initiallyOpenAgencyStep(progress);
  const [open, setOpen] = useState(itemValue(current));
  const [isEditingListing, setIsEditingListing] = useState(false);

  useEffect(() => {
    setOpen(itemValue(current));
    setIsEditingListing(false);
  }, [current]);

  return (
    <Accordion type="single" collapsible value={open} onValueChange={setOpen} className="flex flex-col gap-3">
      {AGENCY_STEP_TITLES.map((title, index) => {
        const step = index + 1;
        const state = agencyStepAvailability(step, progress);
        return (
          <AccordionItem
            key={title}
            value={itemValue(step)}
            disabled={state === "locked"}
            data-testid={`agency-step-${step}`}
            className={cn(
              "rounded-xl border border-border bg-card px-3 shadow-card last:border-b sm:px-6",
              state === "current" && "border-primary/50 ring-1 ring-primary/20",
            )}
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StepNumber step={step} state={state} />
              <div className="min-w-0 flex-1 basis-56">
                <AccordionTrigger className="min-w-0 py-5">
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="text-foreground">{`${step}. ${title}`}</span>
                      <Badge
                        variant={
                          state === "completed"
                            ? "success"
                            : state === "current"
                              ? "soft"
                              : state === "locked"
                                ? "outline"
                                : "secondary"
                        }
                      >
                        {STATE_LABELS[state]}
                      </Badge>
                    </span>
                    <span className="font-normal text-muted-foreground text-sm">
                      {state === "locked" ? LOCKED_STEP_MESSAGE : SUMMARIES[index]}
                    </span>
                  </span>
                </AccordionTrigger>
              </div>
              {state === "completed" && property ? (
                <div className="flex gap-2 pb-3 sm:pb-0">
                  <StepPreviewDialog step={step} property={property} />
                  {property.saleConfirmed ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        setOpen(itemValue(step));
                        if (step === 1) setIsEditingListing(true);
                      }}
                    >
                      <PencilLine aria-hidden="true" /> Reabrir y Editar
                    </Button>
                  )}
                </div>
              ) : null}
            </div>
            <AccordionContent className="flex flex-col gap-6 pt-2 pb-6 text-foreground">
              <StepBody
                step={step}
                data={data}
                isEditingListing={isEditingListing}
                onListingSaved={() => setIsEditingListing(false)}
              />
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}

function StepBody({
  step,
  data,
  isEditingListing,
  onListingSaved,
}: {
  step: number;
  data: AgencyPageData;
  isEditingListing: boolean;
  onListingSaved: () => void;
}) {
  const { property } = data;
  if (step === 1)
    return (
      <AgencyListingStep
        key={property?.id ?? "new"}
        data={data}
        isEditing={isEditingListing}
        onSaved={onListingSaved}
      />
    );
  if (!property) return <p className="text-muted-foreground">Publica primero la propiedad (paso 1).</p>;
  if (step === 2) return <AgencyMarketingStep data={data} property={property} />;
  if (step === 3) return <AgreementStep property={property} />;
  return <AgencyFinalFeeStep data={data} property={property} />;
}

function StepNumber({ step, state }: { step: number; state: StepAvailability }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "hidden size-9 shrink-0 items-center justify-center rounded-full font-semibold text-sm sm:flex",
        state === "completed" && "bg-success text-success-foreground",
        state === "current" && "bg-primary text-primary-foreground",
        state === "upcoming" && "bg-muted text-foreground",
        state === "locked" && "bg-muted text-muted-foreground",
      )}
    >
      {state === "completed" ? (
        <Check className="size-4" />
      ) : state === "locked" ? (
        <Lock className="size-4" />
      ) : (
        step
      )}
    </span>
  );
}
