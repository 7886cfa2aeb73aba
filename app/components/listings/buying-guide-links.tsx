import { BookOpen } from "lucide-react";
import { Icon } from "#app/components/ui/shared-icons";
import { buyingGuideSectionAnchor } from "#app/domain/guides/buying-guide";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { BUYING_GUIDE } from "#app/urls";

/**
 * The way from the portal in another language to "Buying a home in Spain" in that language: a
 * buyer from abroad needs the NIE, the costs and a mortgage explained before an offer. Spanish
 * readers are not sent there from the portal: most of them know the process.
 */
export function BuyingGuideBanner({ locale }: { locale: Locale }) {
  if (locale === DEFAULT_LOCALE) return null;
  const t = translator(locale);
  return (
    <aside
      aria-labelledby="buying-guide-banner"
      className="mx-auto mt-6 w-full max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      {/* One line on a phone (the results come first there); the sentence from a tablet on. */}
      <div className="flex items-center gap-3 rounded-xl border border-primary/25 bg-primary-soft/60 px-4 py-3 sm:gap-4 sm:py-4">
        <Icon icon={BookOpen} className="size-5 shrink-0 text-primary sm:size-6" />
        <div className="min-w-0 flex-1">
          <h2 id="buying-guide-banner" className="font-semibold text-base text-foreground">
            {t("site.guide.bannerTitle")}
          </h2>
          <p className="text-muted-foreground text-sm max-sm:hidden">{t("site.guide.bannerText")}</p>
        </div>
        <a
          href={BUYING_GUIDE[locale]}
          className="shrink-0 rounded font-semibold text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("site.guide.bannerLink")}
        </a>
      </div>
    </aside>
  );
}

/** From the listing's costs to the guide's section on them, in the page's language; none in Spanish. */
export function BuyingCostsGuideLink({ locale }: { locale: Locale }) {
  if (locale === DEFAULT_LOCALE) return null;
  return (
    <p>
      <a
        href={`${BUYING_GUIDE[locale]}#${buyingGuideSectionAnchor("costs")}`}
        className="inline-flex items-center gap-2 rounded font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon icon={BookOpen} className="size-4 shrink-0" />
        {translator(locale)("site.guide.costsLink")}
      </a>
    </p>
  );
}
