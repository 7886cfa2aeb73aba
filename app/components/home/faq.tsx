import { ChevronDown, Mail } from "lucide-react";
import { Link } from "react-router";
import { Section } from "#app/components/marketing/section";
import type { FaqEntry } from "#app/content/home/faq";
import { ROUTES } from "#app/urls";

/**
 * The FAQ, id="faq" (the footer links to /#faq): native disclosures, one answer open at a time,
 * usable with Tab, Enter and Space and without JavaScript.
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
          <Link to={ROUTES.terms} className="font-medium text-primary underline underline-offset-2">
            condiciones del servicio
          </Link>{" "}
          o escríbenos.
        </>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
        <FaqList entries={entries} />
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

/** One answer open at a time: `<details name>` groups them, with no script. The first starts open. */
function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="rounded-2xl border border-border bg-card px-5 shadow-card sm:px-8">
      {entries.map((entry, index) => (
        <details
          key={entry.id}
          name="faq"
          open={index === 0}
          className="group border-border border-b last:border-b-0"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left font-semibold text-lg transition-colors hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            <h3>{entry.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="flex flex-col gap-3 pb-4 text-base text-muted-foreground">
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
