import { BLOG_CATEGORIES, type BlogCategory, type BlogCategorySlug } from "#app/domain/blog/categories";

/** How the blog's pages pick articles : pure, over a list of articles or cards. */

export const LATEST_COUNT = 8;
export const RELATED_COUNT = 2;

/** Stored articles name their category by slug; cards carry the category itself. */
type HasCategory = { category: BlogCategorySlug | { slug: BlogCategorySlug } };
type Dated = { date: string; title: string };

const categoryOf = (item: HasCategory): BlogCategorySlug =>
  typeof item.category === "string" ? item.category : item.category.slug;

/** Newest first; same day: by title, so the order never depends on the file system. */
export function sortNewestFirst<T extends Dated>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, "es"));
}

/** The index: the newest article featured, then the next eight as 'Últimos Artículos'. */
export function blogIndex<T extends Dated>(articles: readonly T[]): { featured: T | null; latest: T[] } {
  const [featured, ...rest] = sortNewestFirst(articles);
  return { featured: featured ?? null, latest: rest.slice(0, LATEST_COUNT) };
}

export type CategoryCount = BlogCategory & { count: number };

/** Every category with how many articles it has, empty ones included, in the categories' order. */
export function categoryCounts(articles: readonly HasCategory[]): CategoryCount[] {
  return BLOG_CATEGORIES.map((category) => ({
    ...category,
    count: articles.filter((article) => categoryOf(article) === category.slug).length,
  }));
}

export function articlesInCategory<T extends HasCategory & Dated>(
  articles: readonly T[],
  category: BlogCategorySlug,
): T[] {
  return sortNewestFirst(articles.filter((article) => categoryOf(article) === category));
}

/** Up to two others of the same category, newest first. */
export function relatedArticles<T extends HasCategory & Dated & { slug: string }>(
  articles: readonly T[],
  article: { slug: string } & HasCategory,
): T[] {
  return articlesInCategory(articles, categoryOf(article))
    .filter((other) => other.slug !== article.slug)
    .slice(0, RELATED_COUNT);
}
