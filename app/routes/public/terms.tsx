import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Términos y Condiciones del Servicio",
    description: "Condiciones del servicio de venta de inmuebles para particulares.",
    path: "/terminos-y-condiciones",
  });

export default function Terms() {
  return (
    <PagePlaceholder
      title="Términos y Condiciones del Servicio"
      note="Estamos preparando el texto completo de las condiciones del servicio."
    />
  );
}
