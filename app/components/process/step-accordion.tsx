import { Check, Lock, PencilLine } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import {
  canReopenStep,
  initiallyOpenStep,
  type ProcessRules,
  type ProgressFlags,
  requestedStep,
  STEP_STATE_LABELS,
  type StepAvailability,
  stepAvailability,
} from "#app/domain/process/steps";
import { cn } from "#app/lib/utils";
import { useRevealStepOnAdvance } from "./reveal-step";

export const stepItemValue = (step: number) => `paso-${step}`;
const stepOfItemValue = (value: string) => (/^paso-\d+$/.test(value) ? Number(value.slice(5)) : null);

/** What a step's body is told by the accordion. */
export type StepView = {
  step: number;
  state: StepAvailability;
  /** The step was reopened with 'Reabrir y Editar' and is being edited. */
  isEditing: boolean;
  /** The edit was saved: the step closes its edit mode. */
  onSaved: () => void;
  /** Opens another step, e.g. the next action of a step that is only read. */
  openStep: (step: number) => void;
  /** The URL names this step: its route's body is the one rendered (another step's is still loading). */
  hasRoute: boolean;
};

type StepAccordionProps = {
  rules: ProcessRules;
  /** The property shown: a step completed on it brings the next one into view. */
  propertyId: string | null;
  flags: ProgressFlags;
  /** The line under each step's title (index 0 is step 1). */
  summaries: readonly string[];
  /** 'Ver' on a completed step: what was saved for it. */
  renderPreview?: (step: number) => ReactNode;
  /** Completed steps that can be redone offer 'Reabrir y Editar' (the agency process). */
  offersReopen?: boolean;
  /**
   * The step the URL names (`/vender/<id>/<step>`, docs/decisions/0045-process-routes-by-step.md),
   * whose body is its route's, and each step's address: opening a step goes to its route. Without
   * addresses (a new property, `…/nueva/…`) the accordion keeps the open step itself.
   */
  urlStep: number | null;
  stepHref: ((step: number) => string) | null;
  renderBody: (view: StepView) => ReactNode;
};

/**
 * The steps of a process as an accordion, one open at a time, the current one open.
 * When a step is completed the next one opens by itself. Which step is where is decided by the
 * process's rules (app/domain/process); this only shows it.
 */
export function StepAccordion({
  rules,
  propertyId,
  flags,
  summaries,
  renderPreview,
  offersReopen = false,
  urlStep,
  stepHref,
  renderBody,
}: StepAccordionProps) {
  const current = initiallyOpenStep(rules, flags);
  const navigate = useNavigate();
  // A link may name the step to open ('Editar anuncio' on the dashboard: the listing's step); a
  // completed step that can be redone opens ready to edit, as 'Reabrir y Editar' would open it.
  const asked = requestedStep(rules, flags, urlStep === null ? null : String(urlStep));
  const [open, setOpen] = useState(stepItemValue(asked ?? current));
  const [editing, setEditing] = useState<number | null>(
    asked !== null && offersReopen && canReopenStep(rules, asked, flags) ? asked : null,
  );
  const goTo = (step: number) => {
    setOpen(stepItemValue(step));
    if (stepHref && step !== urlStep)
      void navigate(stepHref(step), { replace: true, preventScrollReset: true });
  };

  // The URL's step is the open one (a completed step's action goes on to the next step's address).
  useEffect(() => {
    if (urlStep !== null) setOpen(stepItemValue(urlStep));
  }, [urlStep]);
  // When a step is completed the next one opens; the first render keeps the step a link asked for.
  // A step completed without a redirect to the next one's address (a card payment confirmed, the
  // page's data read again) goes there now, so that its route's body is the one shown.
  const shown = useRef({ current, propertyId });
  useEffect(() => {
    const before = shown.current;
    if (before.current === current && before.propertyId === propertyId) return;
    shown.current = { current, propertyId };
    setEditing(null);
    if (before.propertyId !== propertyId || current < before.current) return;
    if (!stepHref) setOpen(stepItemValue(current));
    else if (urlStep !== current)
      void navigate(stepHref(current), { replace: true, preventScrollReset: true });
  }, [current, propertyId, stepHref, urlStep, navigate]);
  // On a phone the next step would stay below the footer: bring it into view and focus it.
  useRevealStepOnAdvance({ step: current, propertyId, isOpen: open === stepItemValue(current) });

  return (
    <Accordion
      type="single"
      collapsible
      value={open}
      onValueChange={(value) => {
        const step = stepOfItemValue(value);
        if (step === null) setOpen(value);
        else goTo(step);
      }}
      className="flex flex-col gap-3"
    >
      {rules.steps.map(({ number: step, title }, index) => {
        const state = stepAvailability(rules, step, flags);
        const reopens = offersReopen && canReopenStep(rules, step, flags);
        return (
          <AccordionItem
            key={step}
            value={stepItemValue(step)}
            disabled={state === "locked"}
            data-testid={`process-step-${step}`}
            data-step={step}
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
                      <StateBadge state={state} />
                    </span>
                    <span className="font-normal text-muted-foreground text-sm">
                      {state === "locked" ? rules.lockedMessage : summaries[index]}
                    </span>
                  </span>
                </AccordionTrigger>
              </div>
              {state === "completed" && (renderPreview || reopens) ? (
                <div className="flex gap-2 pb-3 sm:pb-0">
                  {renderPreview?.(step)}
                  {reopens ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        goTo(step);
                        setEditing(step);
                      }}
                    >
                      <PencilLine aria-hidden="true" /> Reabrir y Editar
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </div>
            <AccordionContent className="flex flex-col gap-6 pt-2 pb-6 text-foreground">
              {renderBody({
                step,
                state,
                isEditing: editing === step,
                onSaved: () => setEditing(null),
                openStep: goTo,
                hasRoute: step === urlStep,
              })}
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
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

const BADGE_VARIANTS = {
  completed: "success",
  current: "soft",
  upcoming: "secondary",
  locked: "outline",
} as const satisfies Record<StepAvailability, string>;

function StateBadge({ state }: { state: StepAvailability }) {
  return <Badge variant={BADGE_VARIANTS[state]}>{STEP_STATE_LABELS[state]}</Badge>;
}
