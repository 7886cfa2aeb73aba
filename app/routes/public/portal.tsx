import { data, redirect } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { useRootData } from "#app/components/layout/use-root-data";
import { BuyingGuideBanner } from "#app/components/listings/buying-guide-links";
import { OwnTestListings } from "#app/components/listings/own-test-listings";
import { PortalFilterBar } from "#app/components/listings/portal-filter-bar";
import { PortalPagination } from "#app/components/listings/portal-pagination";
import { PortalEmptyState, PropertyGrid } from "#app/components/listings/property-grid";
import { resultCountLabel } from "#app/components/listings/result-count";
import { Button } from "#app/components/ui/button";
import { savedAmong } from "#app/domain/favourites/favourites.server";
import {
  filtersOf,
  lastPage,
  moreFilterCount,
  type PortalQuery,
  parsePortalQuery,
  portalHref,
  portalSearchParams,
} from "#app/domain/listings/filters";
import {
  findPublishedProperties,
  hasPublishedListings,
  type PortalListing,
  type PortalPage,
  portalIsEmpty,
} from "#app/domain/listings/portal.server";
import { findOwnTestListings } from "#app/domain/listings/test-listings.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { loadAsDocument } from "#app/lib/hydration";
import { type Locale, localeOfPath } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { pageMeta } from "#app/lib/seo";
import { languageVersions, localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/portal";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // One module for every language: the address says which (/en/portal, /portal).
  const locale = localeOfPath(url.pathname);
  const query = parsePortalQuery(url.searchParams);
  // One URL per result page: empty fields, unknown values and stray parameters are dropped.
  const canonicalSearch = portalSearchParams(query);
  if (url.search !== canonicalSearch) throw redirect(portalHref(query, locale));

  // A visitor's page the server already searched (server/portal-templates.ts): no session, no hearts,
  // no test listings of their own.
  if (context.portalOutcome) {
    const { portalIsEmpty: isEmpty, ...result } = context.portalOutcome;
    return pageData(locale, query, result, { portalIsEmpty: isEmpty, ownTestListings: [], savedIds: [] });
  }
  let result: PortalPage;
  let ownTestListings: PortalListing[];
  let saved: Set<string>;
  try {
    // Null for a visitor without a session: their page is the one the page cache shares.
    const viewer = await getOptionalUser(request, context);
    // A tester's own test listings come on the first page, apart: the public results never hold them.
    [result, ownTestListings] = await Promise.all([
      findPublishedProperties({ db: context.db, filters: query, page: query.page }),
      findOwnTestListings(context.db, query.page === 1 ? viewer : null, query),
    ]);
    // The hearts a signed-in buyer filled: only for a request with a session,
    // which the shared page cache neither serves nor keeps (docs/decisions/0006).
    const onPage = [...result.listings, ...ownTestListings].map((listing) => listing.id);
    saved = viewer ? await savedAmong(context.db, viewer.id, onPage) : new Set();
  } catch (error) {
    // A failed listing is logged and shows the empty state; 503 keeps it out of search engines.
    context.logger.error({ err: error }, "portal listing failed");
    return data(
      {
        locale,
        query,
        listings: [],
        total: 0,
        isCapped: false,
        lastPage: 1,
        portalIsEmpty: false,
        ownTestListings: [],
        savedIds: [] as string[],
      },
      { status: 503 },
    );
  }
  const isEmpty = await portalIsEmpty(query, result, () =>
    hasPublishedListings(context.db).catch(() => true),
  );
  return pageData(locale, query, result, { portalIsEmpty: isEmpty, ownTestListings, savedIds: [...saved] });
}

/** The loader's answer; a page past the last one with listings goes to the last. */
function pageData(
  locale: Locale,
  query: PortalQuery,
  result: PortalPage,
  rest: { portalIsEmpty: boolean; ownTestListings: PortalListing[]; savedIds: string[] },
) {
  const last = lastPage(result);
  if (result.listings.length === 0 && query.page > last)
    throw redirect(portalHref({ ...query, page: last }, locale));
  return { locale, query, ...result, lastPage: last, ...rest };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.query;
  const locale = loaderData?.locale ?? "es";
  const t = translator(locale);
  // Province, type and page are pages of their own; a free-text search, a budget, a feature or
  // another order only multiply the same listings' URLs, not worth indexing.
  const path = query ? portalHref({ ...query, search: "" }, locale) : localePathTo(locale, ROUTES.portal);
  const [pathname = path, search] = path.split("?");
  return pageMeta(matches, {
    title: query && query.page > 1 ? t("portal.titlePaged", { page: query.page }) : t("portal.title"),
    description: t("portal.description"),
    path,
    locale,
    alternates: languageVersions(pathname, search ? `?${search}` : ""),
    noIndex:
      Boolean(query?.search) || (query ? moreFilterCount(query) > 0 || query.sort !== "recientes" : false),
  });
};

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function Portal({ loaderData }: Route.ComponentProps) {
  const { locale, query, listings, lastPage: last, portalIsEmpty, ownTestListings, savedIds } = loaderData;
  const t = translator(locale);
  const saved = new Set(savedIds);
  const publicUrl = useRootData()?.publicEnv.PUBLIC_URL ?? "";

  return (
    <>
      <PageHero title={t("portal.title")} lead={t("portal.lead")}>
        {/* A link, not a form: the save page asks for the name (and a sign-in); the HTML stays small. */}
        <Button asChild variant="outline">
          {/* The filters only: the order and the page are not part of a saved search. */}
          <a href={localePathTo(locale, ROUTES.saveSearch, portalSearchParams(filtersOf(query)))}>
            {t("portal.saveSearch")}
          </a>
        </Button>
      </PageHero>
      <PortalFilterBar filters={query} locale={locale} />
      <BuyingGuideBanner locale={locale} />
      <OwnTestListings listings={ownTestListings} publicUrl={publicUrl} saved={saved} />
      <section
        aria-labelledby="portal-results-count"
        className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
      >
        {/* Announced on every search; when empty, '0 propiedades' here and the heading below says the rest. */}
        <p
          id="portal-results-count"
          aria-live="polite"
          className={listings.length > 0 ? "mb-6 font-medium text-muted-foreground" : "sr-only"}
        >
          {resultCountLabel(loaderData, locale)}
        </p>
        {listings.length > 0 ? (
          <PropertyGrid listings={listings} publicUrl={publicUrl} saved={saved} locale={locale} />
        ) : (
          <PortalEmptyState portalIsEmpty={portalIsEmpty} locale={locale} />
        )}
        <PortalPagination query={query} lastPage={last} locale={locale} />
      </section>
    </>
  );
}
