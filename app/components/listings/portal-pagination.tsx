import { Pagination } from "#app/components/ui/pagination";
import { type PortalQuery, portalHref } from "#app/domain/listings/filters";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";

/** Previous/next keeping the filters and the language. */
export function PortalPagination({
  query,
  lastPage,
  locale = DEFAULT_LOCALE,
}: {
  query: PortalQuery;
  lastPage: number;
  locale?: Locale;
}) {
  const t = translator(locale);
  return (
    <Pagination
      page={query.page}
      lastPage={lastPage}
      pageHref={(page) => portalHref({ ...query, page }, locale)}
      labels={{
        nav: t("pagination.label"),
        previous: t("pagination.previous"),
        next: t("pagination.next"),
        position: t("pagination.position", { page: query.page, lastPage }),
      }}
      className="mt-10"
    />
  );
}
