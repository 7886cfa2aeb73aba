import { describe, expect, test } from "vitest";
import { publicSitemapEntries, robotsTxt, sitemapXml } from "#app/domain/sitemap";

const entries = publicSitemapEntries({
  articles: [{ slug: "contrato-de-arras-guia", date: "2026-09-11" }],
  listings: [{ id: "7d1c1f0e-0000-4000-8000-000000000001", updatedAt: new Date("2026-10-02T08:30:00Z") }],
});
const paths = entries.map((entry) => entry.path);

describe("publicSitemapEntries", () => {
  test("lists every public page, the eight guides, the legal pages and the blog's categories", () => {
    for (const path of [
      "/",
      "/como-vendemos",
      "/para-inmobiliarias",
      "/calculadora-venta",
      "/portal",
      "/blog",
      "/vender-piso-zaguan",
      "/vender-nave-zaguan",
      "/terminos-y-condiciones",
      "/terminos-y-condiciones-agencia",
      "/politica-de-privacidad",
      "/blog/category/guia-vendedores",
      "/blog/category/normativa-legalidad",
    ]) {
      expect(paths).toContain(path);
    }
  });

  test("articles and listings carry the day they last changed", () => {
    expect(entries).toContainEqual({ path: "/blog/contrato-de-arras-guia", lastmod: "2026-09-11" });
    expect(entries).toContainEqual({
      path: "/propiedad/7d1c1f0e-0000-4000-8000-000000000001",
      lastmod: "2026-10-02",
    });
  });

  test("the privacy policy is listed in its five languages, each dated and naming the others", () => {
    for (const path of [
      "/politica-de-privacidad",
      "/en/politica-de-privacidad",
      "/nl/politica-de-privacidad",
    ])
      expect(entries).toContainEqual(
        expect.objectContaining({
          path,
          lastmod: "2026-11-29",
          alternates: expect.objectContaining({
            es: "/politica-de-privacidad",
            fr: "/fr/politica-de-privacidad",
          }),
        }),
      );
  });

  test("no private area is listed", () => {
    for (const path of ["/vender", "/dashboard", "/admin", "/auth", "/proceso-agencia"])
      expect(paths).not.toContain(path);
  });
});

describe("sitemapXml", () => {
  test("absolute URLs under the site's address, in the sitemaps.org format", () => {
    const xml = sitemapXml("https://zaguan.es/", entries);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<url><loc>https://zaguan.es/</loc></url>");
    expect(xml).toContain(
      "<loc>https://zaguan.es/blog/contrato-de-arras-guia</loc><lastmod>2026-09-11</lastmod>",
    );
  });

  test("the portal in each language names all its versions, Spanish as x-default", () => {
    const xml = sitemapXml("https://zaguan.es", entries);
    const versions = ["/portal", "/en/portal", "/de/portal", "/fr/portal", "/nl/portal"];
    for (const path of versions) {
      const entry = xml.split("\n").find((line) => line.includes(`<loc>https://zaguan.es${path}</loc>`));
      expect(entry, path).toContain(
        '<xhtml:link rel="alternate" hreflang="de" href="https://zaguan.es/de/portal"/>',
      );
      expect(entry, path).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://zaguan.es/portal"/>',
      );
    }
    expect(xml).not.toContain('hreflang="en" href="https://zaguan.es/en/como-vendemos"');
  });

  test("the buying guide, at a slug of its own in each language, lists its five versions in each", () => {
    const xml = sitemapXml("https://zaguan.es", entries);
    const versions = {
      es: "/comprar-vivienda-en-espana",
      en: "/en/guides/buying-a-home-in-spain",
      de: "/de/ratgeber/immobilienkauf-in-spanien",
      fr: "/fr/guides/acheter-un-logement-en-espagne",
      nl: "/nl/gidsen/een-huis-kopen-in-spanje",
    };
    for (const path of Object.values(versions)) {
      const entry = xml.split("\n").find((line) => line.includes(`<loc>https://zaguan.es${path}</loc>`));
      for (const [hreflang, version] of [...Object.entries(versions), ["x-default", versions.es]]) {
        expect(entry, `${path} → ${hreflang}`).toContain(
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="https://zaguan.es${version}"/>`,
        );
      }
    }
  });

  test("escapes what XML cannot hold", () => {
    expect(sitemapXml("https://zaguan.es", [{ path: "/a?b=1&c=2" }])).toContain("/a?b=1&amp;c=2");
  });
});

describe("robotsTxt", () => {
  const robots = robotsTxt("https://zaguan.es");

  test("keeps crawlers out of the private areas", () => {
    for (const path of ["/dashboard", "/vender", "/proceso-agencia", "/admin", "/api/"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });

  test("keeps them off the ways into an account in every language", () => {
    for (const path of ["/auth", "/en/auth", "/verify-email", "/de/verify-email", "/entrar-con-enlace"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    for (const path of ["/fr/entrar-con-enlace", "/nl/request-password-reset", "/en/reset-password"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });

  test("keeps them off the portal's 'Guardar búsqueda' in every language", () => {
    for (const path of ["/portal/guardar", "/en/portal/guardar", "/nl/portal/guardar"])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toContain("Disallow: /portal\n");
  });

  test("still lets them read the seller guides under /vender-", () => {
    expect(robots).toContain("Allow: /vender-\n");
  });

  test("points to the sitemap", () => {
    expect(robots).toContain("Sitemap: https://zaguan.es/sitemap.xml");
  });
});
