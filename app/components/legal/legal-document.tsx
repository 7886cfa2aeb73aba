import { slugify } from "#app/domain/blog/text";
import type { LegalBlock, LegalDocument } from "#app/domain/legal/document";

/** One block of a legal text (a paragraph, a list, a table of fields), as the legal pages show it. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-primary">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "fields":
      return (
        <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-muted p-5 sm:grid-cols-[max-content_1fr]">
          {block.fields.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

export type LegalContentsWords = { navLabel: string; title: string };
const SPANISH_CONTENTS: LegalContentsWords = { navLabel: "Contenido del documento", title: "Contenido" };

/**
 * A legal text as a readable page: its title, date, a contents list and numbered sections. The same
 * document feeds the contract dialogs (as escaped HTML), so the words are identical everywhere.
 */
export function LegalDocumentView({
  document,
  eyebrow,
  contents = SPANISH_CONTENTS,
}: {
  document: LegalDocument;
  eyebrow: string;
  /** The contents list's names, in the document's language. */
  contents?: LegalContentsWords;
}) {
  const sections = document.sections.map((section) => ({ ...section, id: slugify(section.heading) }));
  return (
    <article className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <p className="font-semibold text-accent text-sm uppercase tracking-wider">{eyebrow}</p>
        <h1 className="mt-2 text-3xl sm:text-4xl">{document.title}</h1>
        <p className="mt-3 text-muted-foreground">{document.dateLine}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={contents.navLabel} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="font-semibold text-base text-foreground">{contents.title}</h2>
          <ol className="mt-3 flex flex-col gap-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-4 text-foreground leading-relaxed">
          {document.intro.map((block, index) => (
            // Blocks have no identity of their own and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
            <LegalBlockView key={index} block={block} />
          ))}
          {sections.map((section) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="flex scroll-mt-24 flex-col gap-4 pt-4"
            >
              <h2 id={section.id} className="text-2xl">
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
                <LegalBlockView key={index} block={block} />
              ))}
            </section>
          ))}
          {document.closing.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
            <LegalBlockView key={index} block={block} />
          ))}
        </div>
      </div>
    </article>
  );
}
