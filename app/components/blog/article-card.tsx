import { preload } from "react-dom";
import { Link } from "react-router";
import { ArticleMeta } from "#app/components/blog/article-meta";
import { CategoryBadge } from "#app/components/blog/category-badge";
import type { ArticleCard as ArticleCardData } from "#app/domain/blog/article";
import { BLOG_COVER_SIZE, responsiveSrcSet, smallVariant } from "#app/domain/blog/images";
import { cn } from "#app/lib/utils";
import { pathTo, ROUTES } from "#app/urls";

type ArticleCardProps = {
  article: ArticleCardData;
  /** The heading level that fits where the card sits in the page's outline. */
  headingLevel?: "h2" | "h3";
  /** The one card at the top of the page is the largest image: load it first. */
  featured?: boolean;
  className?: string;
};

/** An article in a list: cover, category, title (the link), excerpt, date and reading time. */
export function ArticleCard({
  article,
  headingLevel: Heading = "h3",
  featured = false,
  className,
}: ArticleCardProps) {
  const srcSet = responsiveSrcSet(article.image, BLOG_COVER_SIZE.width);
  const sizes = featured
    ? "(min-width: 1024px) 560px, 100vw"
    : "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";
  // The featured cover is the blog's largest paint: announce it in <head>, before the scripts.
  if (featured)
    preload(article.image, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-card transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-overlay",
        featured && "lg:flex-row",
        className,
      )}
    >
      <img
        src={featured ? article.image : smallVariant(article.image)}
        srcSet={srcSet}
        sizes={sizes}
        width={BLOG_COVER_SIZE.width}
        height={BLOG_COVER_SIZE.height}
        alt=""
        loading={featured ? "eager" : "lazy"}
        fetchPriority={featured ? "high" : "auto"}
        decoding="async"
        className={cn("aspect-[40/21] w-full bg-muted object-cover", featured && "lg:w-1/2")}
      />
      <div className={cn("flex flex-1 flex-col gap-3 p-5 sm:p-6", featured && "lg:justify-center lg:p-10")}>
        <CategoryBadge category={article.category} />
        <Heading className={cn("text-foreground", featured ? "text-2xl sm:text-3xl" : "text-xl")}>
          {/* The whole card is clickable through this link's ::after; one link per card for screen readers. */}
          <Link
            to={pathTo(ROUTES.blogArticle, { slug: article.slug })}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-primary"
          >
            {article.title}
          </Link>
        </Heading>
        <p className={cn("text-muted-foreground", !featured && "line-clamp-3")}>{article.excerpt}</p>
        <ArticleMeta
          date={article.date}
          dateLabel={article.dateLabel}
          readTime={article.readTime}
          className="mt-auto pt-2"
        />
      </div>
    </article>
  );
}
