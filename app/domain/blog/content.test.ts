import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { SELLER_GUIDES } from "#app/content/guides/index";
import { estimatedReadTime } from "#app/domain/blog/article";
import { allArticles, findArticle } from "#app/domain/blog/articles.server";
import { BLOG_CATEGORIES } from "#app/domain/blog/categories";
import { smallVariant } from "#app/domain/blog/images";

/** The twelve real articles in app/content/blog/, as the site serves them. */
const articles = allArticles();
const publicFile = (url: string) => path.join(process.cwd(), "public", url);

describe("the blog's articles", () => {
  test("there are twelve, three in each of the four categories", () => {
    expect(articles).toHaveLength(12);
    for (const category of BLOG_CATEGORIES) {
      expect(articles.filter((article) => article.category === category.slug)).toHaveLength(3);
    }
  });

  test.each(articles.map((article) => [article.slug, article] as const))(
    "%s: its reading time matches its length",
    (_slug, article) => {
      expect(Math.abs(estimatedReadTime(article.body) - article.readTime)).toBeLessThanOrEqual(1);
      expect(article.readTime).toBeGreaterThanOrEqual(5);
    },
  );

  test.each(articles.map((article) => [article.slug, article] as const))(
    "%s: has headings, a list, a figure, and every image exists in both sizes",
    (_slug, article) => {
      const html = findArticle(article.slug)?.html ?? "";
      expect(html).toMatch(/<h2 /);
      expect(html).toMatch(/<(ul|ol)>/);
      expect(html).toContain("<figure>");
      const images = [article.image, ...[...html.matchAll(/src="([^"]+)"/g)].map((match) => match[1] ?? "")];
      for (const image of images) {
        expect(existsSync(publicFile(image)), image).toBe(true);
        expect(existsSync(publicFile(smallVariant(image))), smallVariant(image)).toBe(true);
      }
    },
  );

  test("slugs and titles are unique", () => {
    expect(new Set(articles.map((article) => article.slug)).size).toBe(12);
    expect(new Set(articles.map((article) => article.title)).size).toBe(12);
  });

  test("the spec's facts are in the articles: nota simple 3 months, plusvalía 30 working days, buyers' costs 10–12 %", () => {
    const all = articles.map((article) => article.body).join("\n");
    expect(all).toMatch(/nota simple[^.]*3 meses|3 meses[^.]*nota simple/i);
    expect(all).toContain("30 días hábiles");
    expect(all).toMatch(/entre un 10 % y un 12 %/);
  });

  test("the guides only point to articles that exist", () => {
    const slugs = new Set(articles.map((article) => article.slug));
    for (const guide of Object.values(SELLER_GUIDES)) {
      for (const slug of guide.relatedArticles) expect(slugs.has(slug), `${guide.kind} → ${slug}`).toBe(true);
    }
  });
});
