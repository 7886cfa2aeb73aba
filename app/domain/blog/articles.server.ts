import { type Article, type ArticleCard, parseArticle, slugFromPath } from "#app/domain/blog/article";
import { findCategory } from "#app/domain/blog/categories";
import { renderMarkdown } from "#app/domain/blog/markdown";
import { formatDateEs } from "#app/lib/format";

/**
 * The twelve articles, bundled into the server build by Vite (no file reads at run time), parsed
 * once when this module first loads; each body is rendered to HTML the first time it is read.
 */
const sources = import.meta.glob<string>("/app/content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const articles: Article[] = Object.entries(sources).map(([path, raw]) =>
  parseArticle(slugFromPath(path), raw),
);
const renderedBySlug = new Map<string, string>();

export function allArticles(): readonly Article[] {
  return articles;
}

export function toArticleCard(article: Article): ArticleCard {
  const category = findCategory(article.category);
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    image: article.image,
    imageAlt: article.imageAlt,
    date: article.date,
    // Noon UTC is the same calendar day in Madrid all year round.
    dateLabel: formatDateEs(`${article.date}T12:00:00Z`),
    readTime: article.readTime,
    category: {
      slug: article.category,
      name: category?.name ?? article.category,
      color: category?.color ?? "teal",
    },
  };
}

export function allArticleCards(): ArticleCard[] {
  return articles.map(toArticleCard);
}

export function findArticleCard(slug: string): ArticleCard | null {
  const article = articles.find((candidate) => candidate.slug === slug);
  return article ? toArticleCard(article) : null;
}

export function findArticle(slug: string): (ArticleCard & { html: string }) | null {
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) return null;
  let html = renderedBySlug.get(slug);
  if (html === undefined) {
    html = renderMarkdown(article.body).html;
    renderedBySlug.set(slug, html);
  }
  return { ...toArticleCard(article), html };
}
