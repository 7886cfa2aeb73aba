import { ChevronLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { PurchaseCostsSection } from "#app/components/listings/purchase-costs-section";
import { parseMortgageQuery } from "#app/domain/listings/mortgage";
import { getPublishedProperty } from "#app/domain/listings/property.server";
import { listingPurchaseEstimates } from "#app/domain/listings/purchase-estimates";
import { getOptionalUser } from "#app/domain/users/session.server";
import { pageMeta } from "#app/lib/seo";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/property-mortgage";

/**
 * The listing's mortgage form without JavaScript: the buyer's own figures, computed on the server.
 * A page of its own, not the listing's address with a query, because the listing is kept in the
 * shared page cache per address and any query would be one more copy; this route is not a shared
 * page (app/lib/cache-control.ts), so nothing here is kept. With JavaScript the figures change in
 * place on the listing (app/enhance/mortgage.ts) and this page is never asked for.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const listingPath = pathTo(ROUTES.property, { id: params.id });
  const query = parseMortgageQuery(new URL(request.url).searchParams);
  if (query.kind === "defaults") throw redirect(`${listingPath}#hipoteca`);
  if (query.kind === "redirect")
    throw redirect(query.search ? `${listingPath}/hipoteca${query.search}` : `${listingPath}#hipoteca`);
  const user = await getOptionalUser(request, context);
  const property = await getPublishedProperty(context.db, params.id, user);
  if (!property) throw data(null, { status: 404 });
  const { mortgage, costs } = listingPurchaseEstimates(property, query.input);
  if (!mortgage) throw redirect(listingPath);
  return { id: property.id, title: property.title?.trim() || "Propiedad en venta", mortgage, costs };
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Cuota de la hipoteca",
    path: pathTo(ROUTES.propertyMortgage, { id: params.id }),
    noIndex: true,
  });

export default function PropertyMortgage({ loaderData }: Route.ComponentProps) {
  const { id, title, mortgage, costs } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link
        to={pathTo(ROUTES.property, { id })}
        className="inline-flex items-center gap-1 self-start rounded font-medium text-primary text-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Volver a la propiedad
      </Link>
      <h1 className="text-3xl">{title}</h1>
      <PurchaseCostsSection listingId={id} mortgage={mortgage} costs={costs} />
    </div>
  );
}
