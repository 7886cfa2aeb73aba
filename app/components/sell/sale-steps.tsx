import { Check, Lock } from "lucide-react";
import { useEffect, useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";
import { Badge } from "#app/components/ui/badge";
import {
  initiallyOpenStep,
  particularStepAvailability,
  type StepAvailability,
  saleProgress,
} from "#app/domain/sale/step-access";
import { PARTICULAR_STEP_GUIDES } from "#app/domain/sale/step-guides";
import type { ProgressFlags } from "#app/domain/sale/steps";
import { cn } from "#app/lib/utils";
import { ArrasStep } from "./arras-step";
import { FinalFeeStep } from "./final-fee-step";
import { ListingStep } from "./listing-step";
import { MarketingStep } from "./marketing-step";
import { NotaryStep } from "./notary-step";
import { useRevealStepOnAdvance } from "./reveal-step";
import { StepSummaryDialog } from "./step-summary-dialog";
import { StepTips } from "./step-tips";
import type { SaleActionData, SalePageData } from "./types";
import { ViewingsStep } from "./viewings-step";

const NO_FLAGS: ProgressFlags = {
  title: null,
  saleConfirmed: false,
  notaryDone: false,
  arrasSigned: false,
  visitsManaged: false,
  marketingActive: false,
};

const STATE_LABELS: Record<StepAvailability, string> = {
  completed: "Completado",
  current: "En curso",
  upcoming: "Pendiente",
  locked: "Bloqueado",
};

const itemValue = (step: number) => `paso-${step}`;

/**
 * The six steps as an accordion, one open at a time, the current one open (spec §2). Completed
 * steps keep a 'Ver' button and reopen to show their tips; steps 3 to 6 stay locked until the
 * campaign is paid for.
 */
export function SaleSteps({ data, actionData }: { data: SalePageData; actionData?: SaleActionData }) {
  const flags: ProgressFlags = data.property ? saleProgress(data.property) : NO_FLAGS;
  const current = initiallyOpenStep(flags);
  const [open, setOpen] = useState(itemValue(current));

  // When a step is completed the next one opens by itself, and comes into view.
  useEffect(() => setOpen(itemValue(current)), [current]);
  useRevealStepOnAdvance({
    step: current,
    propertyId: data.property?.id ?? null,
    isOpen: open === itemValue(current),
  });

  return (
    <Accordion type="single" collapsible value={open} onValueChange={setOpen} className="flex flex-col gap-3">
      {PARTICULAR_STEP_GUIDES.map((guide) => {
        const state = particularStepAvailability(guide.number, flags);
        return (
          <AccordionItem
            key={guide.number}
            value={itemValue(guide.number)}
            data-step={guide.number}
            disabled={state === "locked"}
            className={cn(
              "rounded-xl border border-border bg-card px-3 shadow-card last:border-b sm:px-6",
              state === "current" && "border-primary/50 ring-1 ring-primary/20",
            )}
          >
            <div className="flex items-center gap-3">
              <StepNumber step={guide.number} state={state} />
              <div className="min-w-0 flex-1">
                <AccordionTrigger className="min-w-0 py-5">
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="text-foreground">{`${guide.number}. ${guide.title}`}</span>
                      <StateBadge state={state} />
                    </span>
                    <span className="font-normal text-muted-foreground text-sm">
                      {state === "locked"
                        ? "Paso bloqueado: activa la campaña de marketing (paso 2) para desbloquearlo."
                        : guide.summary}
                    </span>
                  </span>
                </AccordionTrigger>
              </div>
              {state === "completed" ? (
                <StepSummaryDialog step={guide.number} property={data.property} />
              ) : null}
            </div>
            <AccordionContent className="flex flex-col gap-6 pt-2 pb-6 text-foreground">
              <StepTips tips={guide.tips} />
              <StepBody step={guide.number} state={state} data={data} actionData={actionData} />
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}

type StepBodyProps = {
  step: number;
  state: StepAvailability;
  data: SalePageData;
  actionData?: SaleActionData;
};

function StepBody({ step, state, data, actionData }: StepBodyProps) {
  const canAct = state === "current" || state === "completed";
  switch (step) {
    case 1:
      return <ListingStep data={data} actionData={actionData} />;
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

function StateBadge({ state }: { state: StepAvailability }) {
  const variant =
    state === "completed"
      ? "success"
      : state === "current"
        ? "soft"
        : state === "locked"
          ? "outline"
          : "secondary";
  return <Badge variant={variant}>{STATE_LABELS[state]}</Badge>;
}
