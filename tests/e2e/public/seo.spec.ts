import { expect, test } from "@playwright/test";

test.describe("sitemap and robots", () => {
  test("/sitemap.xml lists every public page, every article and the published listings, which all answer 200", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    for (const path of [
      "/",
      "/como-vendemos",
      "/para-inmobiliarias",
      "/portal",
      "/blog",
      "/vender-terreno-zaguan",
      "/terminos-y-condiciones-agencia",
      "/politica-de-privacidad",
      "/blog/category/noticias-mercado",
      "/blog/gastos-de-compraventa-quien-paga-que",
    ]) {
      expect(urls).toContain(`${baseURL}${path}`);
    }
    expect(urls.filter((url) => url.includes("/blog/") && !url.includes("/category/"))).toHaveLength(12);
    const listings = urls.filter((url) => url.includes("/propiedad/"));
    // The demo data publishes 25 listings; sold ones are not listed.
    expect(listings).toHaveLength(25);
    for (const url of [urls[0], listings[0]]) {
      expect((await request.get(url ?? "")).status()).toBe(200);
    }
  });

  test("/robots.txt keeps crawlers out of private areas, not out of the guides, and points to the sitemap", async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/dashboard", "/vender", "/proceso-agencia", "/admin"])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain("Allow: /vender-\n");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
