import { PageHero } from "#app/components/layout/page-placeholder";
import { CtaBand } from "#app/components/marketing/cta-band";
import {
  BUYING_GUIDE_SECTIONS,
  type BuyingGuide,
  buyingGuideSectionAnchor,
  type CostsRow,
} from "#app/domain/guides/buying-guide";
import { formatPriceIn } from "#app/lib/i18n/format";
import { INTL_TAGS } from "#app/lib/i18n/locales";
import { BuyingCostsTable } from "./buying-costs-table";

type Props = {
  guide: BuyingGuide;
  /** ISO date the guide was last checked against its sources. */
  updatedOn: string;
  examplePrice: number;
  costs: readonly CostsRow[];
  /** The portal in the guide's language. */
  portalPath: string;
};

const anchor = buyingGuideSectionAnchor;

/** "Buying a home in Spain", in any of its languages: server HTML, readable printed. */
export function BuyingGuidePage({ guide, updatedOn, examplePrice, costs, portalPath }: Props) {
  const price = formatPriceIn(guide.locale, examplePrice);
  const withPrice = (text: string) => text.replace("{price}", price);
  const updated = new Intl.DateTimeFormat(INTL_TAGS[guide.locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${updatedOn}T00:00:00Z`));
  return (
    <>
      <PageHero title={guide.title} lead={guide.lead}>
        <p className="text-muted-foreground text-sm">
          {guide.updated} <time dateTime={updatedOn}>{updated}</time>
        </p>
      </PageHero>

      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:px-8 print:block print:py-4">
        <nav
          aria-labelledby="guide-contents"
          className="rounded-2xl border border-border bg-card p-6 lg:sticky lg:top-24 lg:self-start print:hidden"
        >
          <h2 id="guide-contents" className="font-semibold text-lg">
            {guide.contents}
          </h2>
          <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm">
            {BUYING_GUIDE_SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${anchor(id)}`} className="text-primary underline-offset-4 hover:underline">
                  {guide.sections[id].title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="flex min-w-0 max-w-4xl flex-col gap-10">
          <div className="flex flex-col gap-4 text-foreground text-lg leading-relaxed">
            {guide.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {BUYING_GUIDE_SECTIONS.map((id) => {
            const section = guide.sections[id];
            return (
              <section
                key={id}
                id={anchor(id)}
                aria-labelledby={`${anchor(id)}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${anchor(id)}-title`} className="text-2xl">
                  {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 leading-relaxed">
                    {withPrice(paragraph)}
                  </p>
                ))}
                {section.items ? (
                  <ul className="mt-4 flex list-disc flex-col gap-2 pl-5">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
                {id === "costs" ? (
                  <div className="mt-6">
                    <BuyingCostsTable
                      locale={guide.locale}
                      words={guide.costsTable}
                      caption={withPrice(guide.costsTable.caption)}
                      rows={costs}
                    />
                  </div>
                ) : null}
              </section>
            );
          })}
          <p className="border-border border-t pt-6 text-muted-foreground text-sm">{guide.disclaimer}</p>
        </div>
      </div>

      <CtaBand
        className="print:hidden"
        title={guide.portal.title}
        text={guide.portal.text}
        to={portalPath}
        action={guide.portal.link}
      />
    </>
  );
}
