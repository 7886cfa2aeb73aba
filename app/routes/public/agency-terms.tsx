import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/agency-terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Términos y Condiciones para Agencias",
    description: "Condiciones del contrato de colaboración entre agencias inmobiliarias y la plataforma.",
    path: "/terminos-y-condiciones-agencia",
  });

export default function AgencyTerms() {
  return (
    <PagePlaceholder
      title="Términos y Condiciones para Agencias"
      note="Estamos preparando el texto completo del contrato de colaboración para agencias."
    />
  );
}
