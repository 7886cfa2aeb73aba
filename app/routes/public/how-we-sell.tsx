import { Link } from "react-router";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/how-we-sell";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cómo vendemos",
    description:
      "Así vendemos tu casa sin agencia: campaña de marketing en buscadores, redes sociales y portales inmobiliarios, a precio fijo y sin exclusividad.",
    path: "/como-vendemos",
  });

export default function HowWeSell() {
  return (
    <PagePlaceholder
      title="Cómo vendemos tu casa"
      lead="Una campaña de marketing real para tu vivienda, a precio fijo y sin exclusividad."
      note="Pronto te contaremos aquí, paso a paso, cómo llevamos tu vivienda a miles de compradores."
    >
      <Button asChild size="lg">
        <Link to="/vender">Empezar mi Venta</Link>
      </Button>
    </PagePlaceholder>
  );
}
