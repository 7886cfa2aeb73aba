import { Link } from "react-router";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/portal";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Portal Inmobiliario",
    description:
      "Pisos, casas, chalets, locales y más en venta directamente por sus propietarios y agencias colaboradoras.",
    path: "/portal",
  });

export default function Portal() {
  return (
    <PagePlaceholder
      title="Portal Inmobiliario"
      lead="Encuentra viviendas y locales en venta directamente por sus propietarios."
      note="Muy pronto podrás buscar aquí todas las propiedades publicadas."
    >
      <Button asChild size="lg">
        <Link to="/vender">Sé el Primero en Publicar</Link>
      </Button>
    </PagePlaceholder>
  );
}
