import { LegalDocumentView } from "#app/components/legal/legal-document";
import { PRIVACY_PAGE, privacyPolicyIn } from "#app/domain/legal/privacy-policy-in";
import { LEGAL_UPDATED_AT } from "#app/domain/legal/provider";
import { loadAsDocument } from "#app/lib/hydration";
import { localeOfPath, prefixedPath } from "#app/lib/i18n/locales";
import { pageMeta } from "#app/lib/seo";
import { languageVersions, ROUTES } from "#app/urls";
import type { Route } from "./+types/privacy";

/** One module serves the five versions (app/routes.ts); the address says which language. */
export function loader({ context, request }: Route.LoaderArgs) {
  const { BRAND_NAME, SUPPORT_EMAIL } = context.publicEnv;
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    locale,
    document: privacyPolicyIn(locale, {
      date: LEGAL_UPDATED_AT.privacy,
      supportEmail: SUPPORT_EMAIL,
      brandName: BRAND_NAME,
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { locale, document } = loaderData;
  const path = prefixedPath(locale, ROUTES.privacy);
  return pageMeta(matches, {
    title: document.title,
    description: PRIVACY_PAGE[locale].description,
    path,
    locale,
    alternates: languageVersions(path),
  });
};

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const words = PRIVACY_PAGE[loaderData.locale];
  return (
    <LegalDocumentView document={loaderData.document} eyebrow={words.eyebrow} contents={words.contents} />
  );
}
