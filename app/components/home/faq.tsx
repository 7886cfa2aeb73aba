import { ChevronDown, Mail } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Section } from "#app/components/marketing/section";
import type { FaqEntry } from "#app/content/home/faq";

/**
 * The FAQ accordion, id="faq" (the footer links to /#faq), one answer open at a time. Each question
 * is a button with aria-expanded and aria-controls inside a heading, its answer a region named by it
 * (the WAI-ARIA accordion pattern), usable with Tab, Enter, Space, the arrow keys, Home and End.
 *
 * Not Radix's accordion, as the selling steps use: on mount it measures every answer's height for
 * its animation, eight forced layouts that made this list the costliest part of hydrating the
 * landing on a phone (docs/decisions/0005-static-islands.md).
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

function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(entries[0]?.id ?? null);
  const baseId = useId();
  return (
    <div data-faq-list className="rounded-2xl border border-border bg-card px-5 shadow-card sm:px-8">
      {entries.map((entry) => {
        const isOpen = entry.id === openId;
        const questionId = `${baseId}-pregunta-${entry.id}`;
        const answerId = `${baseId}-respuesta-${entry.id}`;
        return (
          <div key={entry.id} className="border-border border-b last:border-b-0">
            <h3 className="flex">
              <button
                id={questionId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={answerId}
                data-faq-question
                onClick={() => setOpenId(isOpen ? null : entry.id)}
                onKeyDown={moveBetweenQuestions}
                className="flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-md py-4 text-left font-semibold text-lg transition-colors hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&[aria-expanded=true]>svg]:rotate-180"
              >
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200"
                />
              </button>
            </h3>
            <section
              id={answerId}
              aria-labelledby={questionId}
              hidden={!isOpen}
              className="flex flex-col gap-3 pb-4 text-base text-muted-foreground"
            >
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          </div>
        );
      })}
    </div>
  );
}

/** Where each key moves the focus from question `index` of `last + 1` (arrows wrap around). */
const KEY_TARGETS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

function moveBetweenQuestions(event: KeyboardEvent<HTMLButtonElement>) {
  const targetOf = KEY_TARGETS[event.key];
  if (!targetOf) return;
  const list = event.currentTarget.closest("[data-faq-list]");
  const questions = [...(list?.querySelectorAll<HTMLButtonElement>("[data-faq-question]") ?? [])];
  event.preventDefault();
  questions[targetOf(questions.indexOf(event.currentTarget), questions.length - 1)]?.focus();
}
