import { data } from "react-router";
import { ArticleCard } from "#app/components/blog/article-card";
import { BackToBlogLink, BlogErrorBoundary } from "#app/components/blog/blog-not-found";
import { CategorySidebar } from "#app/components/blog/category-sidebar";
import { allArticleCards } from "#app/domain/blog/articles.server";
import { articlesInCategory, categoryCounts } from "#app/domain/blog/catalogue";
import { findCategory } from "#app/domain/blog/categories";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/category";

export function loader({ params }: Route.LoaderArgs) {
  const category = findCategory(params.slug);
  if (!category) throw data(null, { status: 404 });
  const cards = allArticleCards();
  return { category, articles: articlesInCategory(cards, category.slug), categories: categoryCounts(cards) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(
    matches,
    loaderData
      ? {
          title: `${loaderData.category.name} · Blog`,
          description:
            `Artículos de ${loaderData.category.name.toLowerCase()} para vender tu vivienda en España: ${loaderData.articles
              .map((article) => article.title)
              .slice(0, 2)
              .join("; ")}.`.slice(0, 160),
          path: pathTo(ROUTES.blogCategory, { slug: loaderData.category.slug }),
        }
      : {
          title: "Categoría no encontrada",
          path: pathTo(ROUTES.blogCategory, { slug: params.slug }),
          noIndex: true,
        },
  );

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, articles, categories } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <BackToBlogLink variant="ghost" className="-ml-3" />
      <header className="mt-4 max-w-3xl">
        <p className="font-semibold text-accent text-sm uppercase tracking-wider">Categoría</p>
        <h1 className="mt-2 text-3xl sm:text-4xl">{category.name}</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          {articles.length} {articles.length === 1 ? "artículo" : "artículos"}
        </p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="grid min-w-0 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} headingLevel="h2" />
          ))}
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <CategorySidebar categories={categories} current={category.slug} />
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BlogErrorBoundary
      error={error}
      title="Categoría no encontrada"
      message="La categoría que buscas no existe. Vuelve al blog para ver todas nuestras guías y artículos."
    />
  );
}
