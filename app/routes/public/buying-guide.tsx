import { BuyingGuidePage } from "#app/components/content/buying-guide-page";
import { BUYING_GUIDES } from "#app/content/buying-guide/index";
import { BUYING_GUIDE_UPDATED_ON, buyingCostsTable, EXAMPLE_PRICE } from "#app/domain/guides/buying-guide";
import { loadAsDocument } from "#app/lib/hydration";
import { localeOfPath } from "#app/lib/i18n/locales";
import { pageMeta } from "#app/lib/seo";
import { BUYING_GUIDE, languageVersions, localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/buying-guide";

/** One module serves the five versions (app/routes.ts); the address says which language. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    locale,
    updatedOn: BUYING_GUIDE_UPDATED_ON,
    examplePrice: EXAMPLE_PRICE,
    costs: buyingCostsTable(EXAMPLE_PRICE),
    portalPath: localePathTo(locale, ROUTES.portal),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const guide = BUYING_GUIDES[loaderData.locale];
  const path = BUYING_GUIDE[loaderData.locale];
  return pageMeta(matches, {
    title: guide.title,
    description: guide.description,
    path,
    type: "article",
    locale: loaderData.locale,
    alternates: languageVersions(path),
  });
};

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function BuyingGuide({ loaderData }: Route.ComponentProps) {
  return <BuyingGuidePage guide={BUYING_GUIDES[loaderData.locale]} {...loaderData} />;
}
