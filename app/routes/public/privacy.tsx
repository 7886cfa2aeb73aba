import { LegalDocumentView } from "#app/components/legal/legal-document";
import { privacyPolicy } from "#app/domain/legal/privacy-policy";
import { LEGAL_UPDATED_AT } from "#app/domain/legal/provider";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/privacy";

export function loader({ context }: Route.LoaderArgs) {
  const { BRAND_NAME, SUPPORT_EMAIL } = context.publicEnv;
  return {
    document: privacyPolicy({
      date: LEGAL_UPDATED_AT.privacy,
      supportEmail: SUPPORT_EMAIL,
      brandName: BRAND_NAME,
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Política de Privacidad",
    description:
      "Quién trata tus datos, para qué, con quién se comparten, cuánto tiempo se guardan, cómo ejercer tus derechos y qué cookies usamos.",
    path: ROUTES.privacy,
  });

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} eyebrow="Tus datos" />;
}
