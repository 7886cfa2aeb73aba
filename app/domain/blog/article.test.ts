import { describe, expect, test } from "vitest";
import { countWords, estimatedReadTime, parseArticle, slugFromPath } from "#app/domain/blog/article";

const frontMatter = `---
title: "Cómo vender tu piso sin agencia"
excerpt: "Preparar el anuncio, lanzar la campaña y llegar a la notaría sin dejarte nada por el camino."
category: guia-vendedores
date: "2026-11-12"
readTime: 7
image: /images/blog/covers/como-vender.webp
imageAlt: "Fachada de un edificio de viviendas"
---
`;

describe("parseArticle", () => {
  test("reads the front matter and keeps the Markdown body apart", () => {
    const article = parseArticle("como-vender", `${frontMatter}\n## Paso 1\n\nTexto.\n`);
    expect(article).toMatchObject({
      slug: "como-vender",
      title: "Cómo vender tu piso sin agencia",
      category: "guia-vendedores",
      date: "2026-11-12",
      readTime: 7,
    });
    expect(article.body).toBe("## Paso 1\n\nTexto.");
  });

  test("an unknown category names the file and the field", () => {
    const raw = frontMatter.replace("guia-vendedores", "cotilleos");
    expect(() => parseArticle("malo", raw)).toThrow(/blog\/malo\.md: category/);
  });

  test("a reading time outside 5 to 10 minutes is refused", () => {
    expect(() => parseArticle("largo", frontMatter.replace("readTime: 7", "readTime: 25"))).toThrow(
      /readTime/,
    );
  });

  test("a file without front matter is refused", () => {
    expect(() => parseArticle("suelto", "## Solo texto")).toThrow(/front matter/);
  });
});

describe("reading time", () => {
  test("Markdown syntax, image references and link targets are not counted as words", () => {
    expect(
      countWords(
        "## Título\n\n- uno dos\n- **tres**\n\n![alt largo aquí](/blog/x.webp)\n[enlace](https://ejemplo.es/a/b)",
      ),
    ).toBe(5);
  });

  test("about 200 words a minute", () => {
    expect(estimatedReadTime(Array.from({ length: 1000 }, () => "palabra").join(" "))).toBe(5);
    expect(estimatedReadTime(Array.from({ length: 1300 }, () => "palabra").join(" "))).toBe(7);
  });

  test("a glob key gives the slug", () => {
    expect(slugFromPath("/app/content/blog/contrato-de-arras-guia.md")).toBe("contrato-de-arras-guia");
  });
});
