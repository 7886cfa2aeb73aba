import { Link } from "react-router";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/property";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Ficha de la propiedad",
    path: `/propiedad/${encodeURIComponent(params.id)}`,
    type: "product",
  });

export default function Property() {
  return (
    <PagePlaceholder
      title="Ficha de la propiedad"
      note="Muy pronto verás aquí las fotos y los datos de cada propiedad."
    >
      <Button asChild variant="outline">
        <Link to="/portal">Volver al Portal</Link>
      </Button>
    </PagePlaceholder>
  );
}
