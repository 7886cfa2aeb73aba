import { FileText } from "lucide-react";
import { LegalBlockView } from "#app/components/legal/legal-document";
import { Button } from "#app/components/ui/button";
import type { LegalDocument } from "#app/domain/legal/document";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";

/**
 * The whole contract to be read before signing: its words on the page (a PDF viewer is missing on
 * many phones) in a region of its own that scrolls, and the PDF itself, the exact file signed. The
 * contract is Spanish whatever the page's language: it says so to screen readers (`lang`).
 */
export function ContractReader({
  document,
  pdfHref,
  locale = "es",
}: {
  document: LegalDocument;
  pdfHref: string;
  locale?: Locale;
}) {
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-labelledby="contrato-completo-titulo"
        lang={locale === "es" ? undefined : "es"}
        // Focusable so a keyboard can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        className="max-h-[28rem] overflow-y-auto rounded-lg border border-border bg-card p-4 text-foreground text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-ring"
      >
        <h4 id="contrato-completo-titulo" className="font-semibold text-base">
          {document.title}
        </h4>
        <p className="mb-3 text-muted-foreground">{document.dateLine}</p>
        <div className="flex flex-col gap-3">
          {document.intro.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
            <LegalBlockView key={index} block={block} />
          ))}
          {document.sections.map((section) => (
            <div key={section.heading} className="flex flex-col gap-2">
              <h5 className="pt-2 font-semibold">{section.heading}</h5>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
                <LegalBlockView key={index} block={block} />
              ))}
            </div>
          ))}
          {document.closing.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
            <LegalBlockView key={index} block={block} />
          ))}
        </div>
      </section>
      <Button
        asChild
        variant="outline"
        className="h-auto min-h-11 self-start whitespace-normal py-2 text-left"
      >
        <a href={pdfHref} download>
          <FileText aria-hidden="true" />
          {translator(locale)("closing.sign.reader.download")}
        </a>
      </Button>
    </div>
  );
}
