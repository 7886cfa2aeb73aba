import { expect, test } from "@playwright/test";

test.describe("the blog", () => {
  test("the index features the newest article, lists the next eight and counts each category", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const featured = page.getByRole("region", { name: "Artículo destacado" });
    await expect(
      featured.getByRole("link", { name: "Cómo vender tu piso sin agencia: la guía paso a paso" }),
    ).toBeVisible();
    const latest = page.getByRole("region", { name: "Últimos Artículos" });
    await expect(latest.getByRole("article")).toHaveCount(8);
    const categories = page.getByRole("navigation", { name: "Categorías" });
    for (const name of [
      "Guía para Vendedores",
      "Noticias del Mercado",
      "Consejos y Trucos",
      "Normativa y Legalidad",
    ]) {
      await expect(
        categories.getByRole("link", { name: new RegExp(`${name}\\s*3 artículos`) }),
      ).toBeVisible();
    }
  });

  test("a category lists its articles and leads back to the blog", async ({ page }) => {
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Categorías" })
      .getByRole("link", { name: /Consejos y Trucos/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/category\/consejos-trucos$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Consejos y Trucos");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await page.getByRole("link", { name: "Volver al Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an unknown category: 'Categoría no encontrada' with HTTP 404 and 'Volver al Blog'", async ({
    page,
  }) => {
    const response = await page.goto("/blog/category/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Categoría no encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Volver al Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an article shows its badge, title, Spanish date, reading time, image, content and two related", async ({
    page,
  }) => {
    await page.goto("/blog/impuestos-al-vender-vivienda-plusvalia-irpf");
    const article = page.getByRole("article").first();
    await expect(article.getByRole("link", { name: "Normativa y Legalidad" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Impuestos al vender una vivienda: plusvalía municipal e IRPF",
    );
    await expect(article.locator("time")).toHaveText("3 de noviembre de 2026");
    await expect(article.getByText(/\d+ min de lectura/)).toBeVisible();
    const cover = article.getByRole("img", { name: /Fachada de un edificio/ });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 2, name: "La plusvalía municipal" })).toBeVisible();
    await expect(article).toContainText("30 días hábiles");
    // The diagram below the fold loads lazily, at its declared size.
    const figure = article.locator("figure img");
    await expect(figure).toHaveAttribute("loading", "lazy");
    await expect(figure).toHaveAttribute("width", "1200");

    const related = page.getByRole("region", { name: "Artículos relacionados" });
    await expect(related.getByRole("article")).toHaveCount(2);
    await expect(related.getByText("Normativa y Legalidad")).toHaveCount(2);
  });

  test("an article carries Article structured data and article share tags", async ({ page }) => {
    await page.goto("/blog/contrato-de-arras-guia");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "El contrato de arras: tipos, señal y qué debe incluir",
    });
    expect(data.image[0]).toMatch(/^http.+\/images\/blog\/covers\/contrato-de-arras-guia\.webp$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /contrato-de-arras-guia\.webp$/,
    );
  });

  test("an unknown article: 'Artículo no encontrado' with HTTP 404 and 'Volver al Blog'", async ({
    page,
  }) => {
    const response = await page.goto("/blog/no-existe-este-articulo");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Artículo no encontrado" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Volver al Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
