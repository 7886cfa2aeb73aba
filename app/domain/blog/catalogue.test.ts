import { describe, expect, test } from "vitest";
import { articlesInCategory, blogIndex, categoryCounts, relatedArticles } from "#app/domain/blog/catalogue";
import type { BlogCategorySlug } from "#app/domain/blog/categories";

const article = (slug: string, date: string, category: BlogCategorySlug = "guia-vendedores") => ({
  slug,
  title: `Artículo ${slug}`,
  date,
  category,
});

const twelve = Array.from({ length: 12 }, (_, index) =>
  article(
    `a${index + 1}`,
    `2026-${String(index + 1).padStart(2, "0")}-01`,
    index % 2 ? "consejos-trucos" : "guia-vendedores",
  ),
);

describe("blogIndex", () => {
  test("features the newest and lists the next eight as the latest", () => {
    const { featured, latest } = blogIndex(twelve);
    expect(featured?.slug).toBe("a12");
    expect(latest.map((item) => item.slug)).toEqual(["a11", "a10", "a9", "a8", "a7", "a6", "a5", "a4"]);
  });

  test("an empty blog has nothing to feature", () => {
    expect(blogIndex([])).toEqual({ featured: null, latest: [] });
  });
});

describe("categoryCounts", () => {
  test("counts every category, empty ones included, in the spec's order", () => {
    expect(categoryCounts(twelve).map(({ slug, count }) => [slug, count])).toEqual([
      ["guia-vendedores", 6],
      ["noticias-mercado", 0],
      ["consejos-trucos", 6],
      ["normativa-legalidad", 0],
    ]);
  });
});

describe("articlesInCategory and relatedArticles", () => {
  test("a category lists only its own articles, newest first", () => {
    expect(articlesInCategory(twelve, "consejos-trucos").map((item) => item.slug)).toEqual([
      "a12",
      "a10",
      "a8",
      "a6",
      "a4",
      "a2",
    ]);
  });

  test("related: up to two others of the same category, never the article itself", () => {
    const related = relatedArticles(twelve, { slug: "a12", category: "consejos-trucos" });
    expect(related.map((item) => item.slug)).toEqual(["a10", "a8"]);
  });

  test("an article alone in its category has no related articles", () => {
    expect(
      relatedArticles(
        [article("solo", "2026-01-01", "normativa-legalidad")],
        article("solo", "2026-01-01", "normativa-legalidad"),
      ),
    ).toEqual([]);
  });
});
