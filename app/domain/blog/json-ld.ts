import type { ArticleCard } from "#app/domain/blog/article";
import { pathTo, ROUTES } from "#app/urls";

/** schema.org Article for a post, with absolute URLs (search engines ignore relative ones). */
export function articleJsonLd({
  article,
  publicUrl,
  brandName,
}: {
  article: ArticleCard;
  publicUrl: string;
  brandName: string;
}) {
  const base = publicUrl.replace(/\/$/, "");
  const organization = { "@type": "Organization", name: brandName, url: `${base}/` };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    image: [`${base}${article.image}`],
    datePublished: article.date,
    dateModified: article.date,
    articleSection: article.category.name,
    inLanguage: "es-ES",
    mainEntityOfPage: {
      "@type": "WebPage",
      "@id": `${base}${pathTo(ROUTES.blogArticle, { slug: article.slug })}`,
    },
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: `${base}/favicon.svg` } },
  };
}
