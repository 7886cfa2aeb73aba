import { Mail } from "lucide-react";
import { Link } from "react-router";
import { Section } from "#app/components/marketing/section";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";
import type { FaqEntry } from "#app/content/home/faq";

/**
 * The FAQ accordion, id="faq" (the footer links to /#faq). Radix gives each question a button with
 * aria-expanded and aria-controls, usable with Tab, Enter, Space and the arrow keys.
 */
export function Faq({ entries, supportEmail }: { entries: readonly FaqEntry[]; supportEmail: string }) {
  return (
    <Section
      id="faq"
      eyebrow="Preguntas frecuentes"
      title="Lo que nos preguntan antes de empezar"
      lead={
        <>
          ¿No encuentras tu respuesta? Lee las{" "}
          <Link
            to="/terminos-y-condiciones"
            className="font-medium text-primary underline underline-offset-2"
          >
            condiciones del servicio
          </Link>{" "}
          o escríbenos.
        </>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
        <Accordion
          type="single"
          collapsible
          defaultValue={entries[0]?.id}
          className="rounded-2xl border border-border bg-card px-5 shadow-card sm:px-8"
        >
          {entries.map((entry) => (
            <AccordionItem key={entry.id} value={entry.id}>
              <AccordionTrigger className="text-lg">{entry.question}</AccordionTrigger>
              <AccordionContent className="flex flex-col gap-3">
                {entry.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <aside aria-labelledby="faq-contact" className="rounded-2xl bg-primary-soft p-6">
          <h3 id="faq-contact" className="text-xl">
            ¿Tienes otra pregunta?
          </h3>
          <p className="mt-3 text-muted-foreground">
            Te respondemos en horario laborable, normalmente el mismo día.
          </p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-4 inline-flex items-center gap-2 break-all font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {supportEmail}
          </a>
        </aside>
      </div>
    </Section>
  );
}
