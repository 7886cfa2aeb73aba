import { Link } from "react-router";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/article";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Artículo del blog",
    path: `/blog/${encodeURIComponent(params.slug)}`,
    type: "article",
  });

export default function BlogArticle() {
  return (
    <PagePlaceholder title="Artículo del blog" note="Muy pronto podrás leer aquí este artículo.">
      <Button asChild variant="outline">
        <Link to="/blog">Volver al Blog</Link>
      </Button>
    </PagePlaceholder>
  );
}
