import { parse as parseYaml } from "yaml";
import {
  BLOG_CATEGORY_SLUGS,
  type BlogCategoryColor,
  type BlogCategorySlug,
} from "#app/domain/blog/categories";
import { z } from "#app/lib/zod";

/**
 * A blog article as stored: Markdown with YAML front matter in app/content/blog/<slug>.md.
 * The content is ours, but a typo in the front matter should fail the build's tests, not a page.
 */
export const ArticleFrontMatterSchema = z.object({
  title: z.string().min(10),
  excerpt: z.string().min(40).max(220),
  category: z.enum(BLOG_CATEGORY_SLUGS),
  /** ISO day; shown in Spanish ('12 de marzo de 2026'). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date: AAAA-MM-DD"),
  /** Minutes, 5 to 10; content tests check it matches the text's length. */
  readTime: z.number().int().min(5).max(10),
  /** A path under public/, cover at 1200×630 with a 600 px variant beside it. */
  image: z.string().regex(/^\/images\/blog\/[a-z0-9/-]+\.webp$/),
  imageAlt: z.string().min(10),
});

export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatterSchema>;

export type Article = ArticleFrontMatter & {
  slug: string;
  category: BlogCategorySlug;
  /** The Markdown body, without the front matter. */
  body: string;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Throws with the file's slug and the field at fault when the front matter is missing or wrong. */
export function parseArticle(slug: string, raw: string): Article {
  const match = FRONT_MATTER.exec(raw);
  if (!match) throw new Error(`blog/${slug}.md: falta la cabecera (front matter) entre líneas ---`);
  const parsed = ArticleFrontMatterSchema.safeParse(parseYaml(match[1] ?? ""));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`blog/${slug}.md: ${issues.join("; ")}`);
  }
  return { ...parsed.data, slug, body: (match[2] ?? "").trim() };
}

/** 'como-vender-tu-piso.md' from a glob key such as '/app/content/blog/como-vender-tu-piso.md'. */
export function slugFromPath(path: string): string {
  return (path.split("/").pop() ?? "").replace(/\.md$/, "");
}

/** Words a reader reads: Markdown syntax, image references and URLs are not words. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|-]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Spanish prose read on a screen: about 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

export function estimatedReadTime(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}

/** What lists and cards show of an article: no body, so pages' data stays small. */
export type ArticleCard = {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  date: string;
  /** '12 de noviembre de 2026'. */
  dateLabel: string;
  readTime: number;
  category: { slug: BlogCategorySlug; name: string; color: BlogCategoryColor };
};
