import { LegalDocumentView } from "#app/components/legal/legal-document";
import { agencyCollaborationContract } from "#app/domain/agency/agency-contract";
import { LEGAL_UPDATED_AT } from "#app/domain/legal/provider";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/agency-terms";

export function loader({ context }: Route.LoaderArgs) {
  // The agency's details stay blank here; the agency flow fills them in from the same function.
  return {
    document: agencyCollaborationContract({
      date: LEGAL_UPDATED_AT.agencyTerms,
      brandName: context.publicEnv.BRAND_NAME,
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contrato de Colaboración para Agencias",
    description:
      "Contrato de colaboración para agencias inmobiliarias: campaña de 2 meses, reparto de honorarios 60/40, comunicación en 48 horas y pago en 7 días hábiles.",
    path: ROUTES.agencyTerms,
  });

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function AgencyTerms({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} eyebrow="Agencias inmobiliarias" />;
}
