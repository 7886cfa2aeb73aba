import { describe, expect, test } from "vitest";
import { articleJsonLd } from "#app/domain/blog/json-ld";

describe("articleJsonLd", () => {
  test("an Article with absolute URLs, its date, section and publisher", () => {
    const data = articleJsonLd({
      publicUrl: "https://zaguan.es/",
      brandName: "Zaguán",
      article: {
        slug: "contrato-de-arras-guia",
        title: "El contrato de arras",
        excerpt: "Tipos, señal y qué debe incluir.",
        image: "/images/blog/covers/contrato-de-arras-guia.webp",
        imageAlt: "Salón",
        date: "2026-09-11",
        dateLabel: "11 de septiembre de 2026",
        readTime: 6,
        category: { slug: "normativa-legalidad", name: "Normativa y Legalidad", color: "olive" },
      },
    });
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "El contrato de arras",
      image: ["https://zaguan.es/images/blog/covers/contrato-de-arras-guia.webp"],
      datePublished: "2026-09-11",
      articleSection: "Normativa y Legalidad",
      mainEntityOfPage: { "@id": "https://zaguan.es/blog/contrato-de-arras-guia" },
      publisher: { "@type": "Organization", name: "Zaguán" },
    });
  });
});
