import { Check } from "lucide-react";
import { CtaLink } from "#app/components/marketing/cta-link";
import { Section } from "#app/components/marketing/section";
import type { SaleStepContent } from "#app/content/home/sale-steps";
import { ROUTES } from "#app/urls";

/**
 * The six-step guide: native disclosures, one step open at a time (`<details name>`),
 * selectable with the mouse, by touch or the keyboard without JavaScript; every step ends in a
 * button to /vender.
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
      <ol aria-label="Pasos de la venta" className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step.title}>
            <details
              name="pasos"
              open={index === 0}
              className="group rounded-2xl border border-border bg-card shadow-card open:border-primary"
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 text-left font-semibold text-foreground transition-colors hover:bg-primary-soft/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted [&::-webkit-details-marker]:hidden">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary tabular-nums group-open:bg-primary group-open:text-primary-foreground">
                  {index + 1}
                </span>
                <h3 className="text-lg">
                  <span className="sr-only">Paso {index + 1}: </span>
                  {step.title}
                </h3>
              </summary>
              <div className="px-6 pb-6 sm:px-8 sm:pb-8">
                <p className="font-semibold text-accent text-sm uppercase tracking-wider">
                  Paso {index + 1} de {steps.length}
                </p>
                <p className="mt-3 text-lg text-muted-foreground">{step.summary}</p>
                <ul className="mt-6 grid gap-3 sm:grid-cols-3">
                  {step.points.map((point) => (
                    <li key={point} className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {point}
                    </li>
                  ))}
                </ul>
                <CtaLink to={ROUTES.sell} className="mt-8">
                  Empezar por aquí
                </CtaLink>
              </div>
            </details>
          </li>
        ))}
      </ol>
    </Section>
  );
}
