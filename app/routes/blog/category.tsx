import { Link } from "react-router";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/category";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Categoría del blog",
    path: `/blog/category/${encodeURIComponent(params.slug)}`,
  });

export default function BlogCategory() {
  return (
    <PagePlaceholder title="Categoría del blog" note="Muy pronto verás aquí los artículos de esta categoría.">
      <Button asChild variant="outline">
        <Link to="/blog">Volver al Blog</Link>
      </Button>
    </PagePlaceholder>
  );
}
