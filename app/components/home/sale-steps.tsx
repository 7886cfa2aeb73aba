import { Check } from "lucide-react";
import { Tabs } from "radix-ui";
import { CtaLink } from "#app/components/marketing/cta-link";
import { Section } from "#app/components/marketing/section";
import type { SaleStepContent } from "#app/content/home/sale-steps";

/**
 * The six-step guide (spec §2): a vertical tab list, so each step is selectable with the mouse,
 * by touch or with the arrow keys, and every step ends in a button to /vender.
 */
export function SaleSteps({ steps }: { steps: readonly SaleStepContent[] }) {
  return (
    <Section
      id="pasos"
      tone="sand"
      eyebrow="Cómo funciona"
      title="Tu venta en seis pasos"
      lead="Elige un paso para ver qué haces tú y en qué te ayudamos. En tu panel, cada paso se desbloquea cuando completas el anterior."
    >
      <Tabs.Root
        defaultValue="paso-1"
        orientation="vertical"
        className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]"
      >
        <Tabs.List aria-label="Pasos de la venta" className="flex flex-col gap-2">
          {steps.map((step, index) => (
            <Tabs.Trigger
              key={step.title}
              value={`paso-${index + 1}`}
              className="group flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-left font-semibold text-foreground transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary tabular-nums group-data-[state=active]:bg-card">
                {index + 1}
              </span>
              <span>
                <span className="sr-only">Paso {index + 1}: </span>
                {step.title}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {steps.map((step, index) => (
          <Tabs.Content
            key={step.title}
            value={`paso-${index + 1}`}
            className="rounded-2xl border border-border bg-card p-6 shadow-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-8"
          >
            <p className="font-semibold text-accent text-sm uppercase tracking-wider">
              Paso {index + 1} de {steps.length}
            </p>
            <h3 className="mt-2 text-2xl sm:text-3xl">{step.title}</h3>
            <p className="mt-4 text-lg text-muted-foreground">{step.summary}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-3">
              {step.points.map((point) => (
                <li key={point} className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {point}
                </li>
              ))}
            </ul>
            <CtaLink to="/vender" className="mt-8">
              Empezar por aquí
            </CtaLink>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Section>
  );
}
