import { ArrowRight } from "lucide-react";
import { preload } from "react-dom";
import { data, Link } from "react-router";
import { ArticleBody } from "#app/components/blog/article-body";
import { ArticleCard } from "#app/components/blog/article-card";
import { ArticleMeta } from "#app/components/blog/article-meta";
import { BackToBlogLink, BlogErrorBoundary } from "#app/components/blog/blog-not-found";
import { CategoryBadge } from "#app/components/blog/category-badge";
import { JsonLd } from "#app/components/content/json-ld";
import { allArticleCards, findArticle } from "#app/domain/blog/articles.server";
import { relatedArticles } from "#app/domain/blog/catalogue";
import { BLOG_COVER_SIZE, responsiveSrcSet } from "#app/domain/blog/images";
import { articleJsonLd } from "#app/domain/blog/json-ld";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/article";

export function loader({ params, context }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return {
    article,
    related: relatedArticles(allArticleCards(), article),
    publicUrl: context.publicEnv.PUBLIC_URL,
    brandName: context.publicEnv.BRAND_NAME,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) {
    return pageMeta(matches, {
      title: "Artículo no encontrado",
      path: pathTo(ROUTES.blogArticle, { slug: params.slug }),
      noIndex: true,
    });
  }
  const { article } = loaderData;
  return [
    ...pageMeta(matches, {
      title: article.title,
      description: article.excerpt,
      path: pathTo(ROUTES.blogArticle, { slug: article.slug }),
      image: article.image,
      imageAlt: article.imageAlt,
      type: "article",
    }),
    { property: "article:published_time", content: article.date },
    { property: "article:section", content: article.category.name },
  ];
};

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, related, publicUrl, brandName } = loaderData;
  const coverSizes = "(min-width: 800px) 720px, 100vw";
  const coverSrcSet = responsiveSrcSet(article.image, BLOG_COVER_SIZE.width);
  // The cover is the page's largest paint: announce it in <head>, before the scripts.
  preload(article.image, {
    as: "image",
    imageSrcSet: coverSrcSet,
    imageSizes: coverSizes,
    fetchPriority: "high",
  });
  return (
    <>
      <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <BackToBlogLink variant="ghost" className="-ml-3" />
        <header className="mt-6 flex flex-col gap-4">
          <CategoryBadge category={article.category} asLink />
          <h1 className="text-3xl leading-tight sm:text-4xl">{article.title}</h1>
          <p className="text-lg text-muted-foreground">{article.excerpt}</p>
          <ArticleMeta date={article.date} dateLabel={article.dateLabel} readTime={article.readTime} />
        </header>
        <img
          src={article.image}
          srcSet={coverSrcSet}
          sizes={coverSizes}
          width={BLOG_COVER_SIZE.width}
          height={BLOG_COVER_SIZE.height}
          alt={article.imageAlt}
          fetchPriority="high"
          decoding="async"
          className="mt-8 aspect-[40/21] h-auto w-full rounded-2xl border border-border bg-muted object-cover"
        />
        <ArticleBody html={article.html} className="mt-4" />
        <JsonLd data={articleJsonLd({ article, publicUrl, brandName })} />

        <aside
          aria-label="Vender con nosotros"
          className="mt-14 flex flex-col gap-4 rounded-2xl bg-primary p-6 text-primary-foreground sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <p className="font-semibold text-xl">
            ¿Vas a vender tu casa? Te acompañamos en cada paso, sin agencia.
          </p>
          <Link
            to={ROUTES.sell}
            className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-card px-5 font-semibold text-primary hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-card focus-visible:ring-offset-2 focus-visible:ring-offset-primary"
          >
            Vender Propiedad
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </aside>
      </article>

      {related.length > 0 ? (
        <section
          aria-labelledby="related-title"
          className="render-when-near border-border border-t bg-muted/60"
        >
          <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
            <h2 id="related-title" className="text-2xl sm:text-3xl">
              Artículos relacionados
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              {related.map((item) => (
                <ArticleCard key={item.slug} article={item} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BlogErrorBoundary
      error={error}
      title="Artículo no encontrado"
      message="El artículo que buscas no existe o ha cambiado de dirección. En el blog encontrarás todas nuestras guías."
    />
  );
}
