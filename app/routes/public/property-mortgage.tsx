import { ChevronLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { ListingWordsProvider } from "#app/components/listings/listing-words";
import { PurchaseCostsSection } from "#app/components/listings/purchase-costs-section";
import { parseMortgageQuery } from "#app/domain/listings/mortgage";
import { getPublishedProperty } from "#app/domain/listings/property.server";
import { listingPurchaseEstimates } from "#app/domain/listings/purchase-estimates";
import { getOptionalUser } from "#app/domain/users/session.server";
import { localeOfPath } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { pageMeta } from "#app/lib/seo";
import { localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/property-mortgage";

/**
 * The listing's mortgage form without JavaScript: the buyer's own figures, computed on the server.
 * A page of its own, not the listing's address with a query, because the listing is kept in the
 * shared page cache per address and any query would be one more copy; this route is not a shared
 * page (app/lib/cache-control.ts), so nothing here is kept. With JavaScript the figures change in
 * place on the listing (app/enhance/mortgage.ts) and this page is never asked for. One module for
 * every language, as the listing's: the address says which (/en/propiedad/…/hipoteca).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const listingPath = localePathTo(locale, ROUTES.property, { id: params.id });
  const mortgagePath = localePathTo(locale, ROUTES.propertyMortgage, { id: params.id });
  const query = parseMortgageQuery(url.searchParams, locale);
  if (query.kind === "defaults") throw redirect(`${listingPath}#hipoteca`);
  if (query.kind === "redirect")
    throw redirect(query.search ? `${mortgagePath}${query.search}` : `${listingPath}#hipoteca`);
  const user = await getOptionalUser(request, context);
  const property = await getPublishedProperty(context.db, params.id, user);
  if (!property) throw data(null, { status: 404 });
  // A price that could mean cents: the form again as typed, asking for it in the page's language.
  const retry = query.kind === "ambiguous" ? query.texts : null;
  const { mortgage, costs } = listingPurchaseEstimates(
    property,
    query.kind === "chosen" ? query.input : null,
  );
  if (!mortgage) throw redirect(listingPath);
  const title = property.title?.trim() || translator(locale)("card.untitled");
  return { locale, id: property.id, title, mortgage, costs, retry };
}

export const meta: Route.MetaFunction = ({ matches, params, location }) => {
  const locale = localeOfPath(location.pathname);
  return pageMeta(matches, {
    title: translator(locale)("mortgagePage.title"),
    path: localePathTo(locale, ROUTES.propertyMortgage, { id: params.id }),
    locale,
    noIndex: true,
  });
};

export default function PropertyMortgage({ loaderData }: Route.ComponentProps) {
  const { locale, id, title, mortgage, costs, retry } = loaderData;
  return (
    <ListingWordsProvider locale={locale}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <Link
          to={localePathTo(locale, ROUTES.property, { id })}
          className="inline-flex items-center gap-1 self-start rounded font-medium text-primary text-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {translator(locale)("mortgagePage.back")}
        </Link>
        <h1 className="text-3xl">{title}</h1>
        <PurchaseCostsSection listingId={id} mortgage={mortgage} costs={costs} retry={retry} />
      </div>
    </ListingWordsProvider>
  );
}
