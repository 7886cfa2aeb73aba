import { BLOG_CATEGORIES, blogArticlePath, blogCategoryPath } from "#app/domain/blog/categories";
import { LEGAL_UPDATED_AT } from "#app/domain/legal/provider";
import { SELLER_GUIDE_KINDS, sellerGuidePath } from "#app/domain/seller-guides";

/**
 * What search engines may read (decisions.md: the public pages are listed in a sitemap
 * and robots.txt). Pure: the routes pass in the articles and the published listings.
 */

export type SitemapEntry = { path: string; lastmod?: string };

const STATIC_PAGES = [
  "/",
  "/como-vendemos",
  "/para-inmobiliarias",
  "/calculadora-venta",
  "/portal",
  "/blog",
] as const;

export function publicSitemapEntries({
  articles,
  listings,
}: {
  articles: readonly { slug: string; date: string }[];
  listings: readonly { id: string; updatedAt: Date }[];
}): SitemapEntry[] {
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...SELLER_GUIDE_KINDS.map((kind) => ({ path: sellerGuidePath(kind) })),
    { path: "/terminos-y-condiciones", lastmod: LEGAL_UPDATED_AT.terms },
    { path: "/terminos-y-condiciones-agencia", lastmod: LEGAL_UPDATED_AT.agencyTerms },
    { path: "/politica-de-privacidad", lastmod: LEGAL_UPDATED_AT.privacy },
    ...BLOG_CATEGORIES.map((category) => ({ path: blogCategoryPath(category.slug) })),
    ...articles.map((article) => ({ path: blogArticlePath(article.slug), lastmod: article.date })),
    ...listings.map((listing) => ({
      path: `/propiedad/${listing.id}`,
      lastmod: listing.updatedAt.toISOString().slice(0, 10),
    })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const base = publicUrl.replace(/\/$/, "");
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${base}${path}`)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Private areas and account flows: nothing there for a search engine. */
export const DISALLOWED_PATHS = [
  "/dashboard",
  "/vender",
  "/proceso-agencia",
  "/admin",
  "/agency/",
  "/auth",
  "/verify-email",
  "/request-password-reset",
  "/reset-password",
  "/salir",
  "/consentimiento",
  "/api/",
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    // '/vender' is private, but the guides start with '/vender-': the longer rule wins (RFC 9309).
    "Allow: /vender-",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl.replace(/\/$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
