import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Blog",
    description:
      "Guías para vendedores, noticias del mercado, consejos y normativa para vender tu casa en España.",
    path: "/blog",
  });

export default function BlogIndex() {
  return (
    <PagePlaceholder
      title="Blog"
      lead="Guías, consejos y novedades para vender tu vivienda con tranquilidad."
      note="Muy pronto publicaremos aquí nuestros artículos."
    />
  );
}
