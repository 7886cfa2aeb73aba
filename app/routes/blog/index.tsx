import { ArticleCard } from "#app/components/blog/article-card";
import { CategorySidebar } from "#app/components/blog/category-sidebar";
import { PageHero } from "#app/components/layout/page-placeholder";
import { allArticleCards } from "#app/domain/blog/articles.server";
import { blogIndex, categoryCounts } from "#app/domain/blog/catalogue";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/index";

export function loader() {
  const cards = allArticleCards();
  return { ...blogIndex(cards), categories: categoryCounts(cards) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Blog",
    description:
      "Guías para vendedores, noticias del mercado, consejos y normativa para vender tu casa en España.",
    path: ROUTES.blog,
  });

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { featured, latest, categories } = loaderData;
  return (
    <>
      <PageHero
        title="Blog"
        lead="Guías, consejos y novedades para vender tu vivienda con tranquilidad y sin agencia."
      />
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <div className="flex min-w-0 flex-col gap-12">
          {featured ? (
            <section aria-labelledby="blog-featured">
              <h2 id="blog-featured" className="sr-only">
                Artículo destacado
              </h2>
              <ArticleCard article={featured} featured headingLevel="h3" />
            </section>
          ) : null}
          <section aria-labelledby="blog-latest">
            <h2 id="blog-latest" className="text-2xl sm:text-3xl">
              Últimos Artículos
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {latest.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </div>
          </section>
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <CategorySidebar categories={categories} />
        </aside>
      </div>
    </>
  );
}
