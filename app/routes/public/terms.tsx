import { LegalDocumentView } from "#app/components/legal/legal-document";
import { privateOwnerContract } from "#app/domain/legal/owner-contract";
import { LEGAL_UPDATED_AT } from "#app/domain/legal/provider";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/terms";

export function loader({ context }: Route.LoaderArgs) {
  return {
    document: privateOwnerContract({ date: LEGAL_UPDATED_AT.terms, brandName: context.publicEnv.BRAND_NAME }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Términos y Condiciones del Servicio",
    description:
      "Condiciones del servicio para particulares: tarifa de marketing y comisión de éxito fijas más IVA, 365 días de vigencia y sin exclusividad.",
    path: ROUTES.terms,
  });

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} eyebrow="Particulares" />;
}
