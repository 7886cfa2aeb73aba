import type { ReactNode } from "react";
import { PageHero } from "#app/components/layout/page-placeholder";
import { TesterPanel } from "./tester-panel";

type ProcessPageProps = {
  title: string;
  /** The property's step (one past the last once finished), or null for a new one. */
  step: number | null;
  stepCount: number;
  /** The line under the title while under way ('Paso 2 de 6…') and once finished. */
  lead: (step: number) => string;
  finishedLead: string;
  /** Buttons under the title: back to the panel, start another. */
  actions?: ReactNode;
  propertyTitle: string | null | undefined;
  /** Testers see the 'Modo de Prueba' panel with this description. */
  testerDescription: string | null;
  children: ReactNode;
};

/** The frame of a process page: the hero, the property's name, the tester panel and the steps. */
export function ProcessPage({
  title,
  step,
  stepCount,
  lead,
  finishedLead,
  actions,
  propertyTitle,
  testerDescription,
  children,
}: ProcessPageProps) {
  const isFinished = step !== null && step > stepCount;
  return (
    <>
      <PageHero title={title} lead={isFinished ? finishedLead : lead(step ?? 1)}>
        {actions}
      </PageHero>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {propertyTitle ? (
          <p className="text-muted-foreground">
            Propiedad: <strong className="text-foreground">{propertyTitle}</strong>
          </p>
        ) : null}
        {testerDescription ? <TesterPanel description={testerDescription} /> : null}
        {children}
      </div>
    </>
  );
}
