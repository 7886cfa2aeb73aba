import { BLOG_CATEGORIES } from "#app/domain/blog/categories";
import { LEGAL_UPDATED_AT } from "#app/domain/legal/provider";
import { SELLER_GUIDE_KINDS } from "#app/domain/seller-guides";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#app/lib/i18n/locales";
import {
  BUYING_GUIDE,
  LOCALIZED_PAGES,
  languageVersions,
  localePathTo,
  pathTo,
  ROUTES,
  section,
  sellerGuidePath,
} from "#app/urls";

/**
 * What search engines may read (decisions.md: the public pages are listed in a sitemap
 * and robots.txt). Pure: the routes pass in the articles and the published listings.
 */

/** A page; one in every language lists all its versions (hreflang alternates, x-default Spanish). */
export type SitemapEntry = { path: string; lastmod?: string; alternates?: Record<Locale, string> };

const LOCALIZED: ReadonlySet<string> = new Set(LOCALIZED_PAGES);

/** A static page, or each of its versions when it exists in every language. */
function staticPageEntries(page: string, lastmod?: string): SitemapEntry[] {
  const alternates = LOCALIZED.has(page) ? languageVersions(page) : null;
  const dated = lastmod ? { lastmod } : {};
  if (!alternates) return [{ path: page, ...dated }];
  return LOCALES.map((locale) => ({ path: alternates[locale], ...dated, alternates }));
}

const STATIC_PAGES = [
  ROUTES.home,
  ROUTES.howWeSell,
  ROUTES.forAgencies,
  ROUTES.saleCalculator,
  ROUTES.portal,
  ROUTES.blog,
] as const;

export function publicSitemapEntries({
  articles,
  listings,
}: {
  articles: readonly { slug: string; date: string }[];
  listings: readonly { id: string; updatedAt: Date }[];
}): SitemapEntry[] {
  return [
    ...STATIC_PAGES.flatMap((page) => staticPageEntries(page)),
    ...SELLER_GUIDE_KINDS.map((kind) => ({ path: sellerGuidePath(kind) })),
    ...LOCALES.map((locale) => ({ path: BUYING_GUIDE[locale], alternates: BUYING_GUIDE })),
    { path: ROUTES.terms, lastmod: LEGAL_UPDATED_AT.terms },
    { path: ROUTES.agencyTerms, lastmod: LEGAL_UPDATED_AT.agencyTerms },
    ...staticPageEntries(ROUTES.privacy, LEGAL_UPDATED_AT.privacy),
    ...BLOG_CATEGORIES.map((category) => ({ path: pathTo(ROUTES.blogCategory, { slug: category.slug }) })),
    ...articles.map((article) => ({
      path: pathTo(ROUTES.blogArticle, { slug: article.slug }),
      lastmod: article.date,
    })),
    ...listings.map((listing) => ({
      path: pathTo(ROUTES.property, { id: listing.id }),
      lastmod: listing.updatedAt.toISOString().slice(0, 10),
    })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const base = publicUrl.replace(/\/$/, "");
  const url = (pathname: string) => escapeXml(`${base}${pathname}`);
  const alternate = (hreflang: string, pathname: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(pathname)}"/>`;
  const urls = entries.map(({ path: pathname, lastmod, alternates }) => {
    const loc = `<loc>${url(pathname)}</loc>`;
    const links = alternates
      ? [
          ...LOCALES.map((locale) => alternate(locale, alternates[locale])),
          alternate("x-default", alternates[DEFAULT_LOCALE]),
        ].join("")
      : "";
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * The ways into an account, each in every language: forms and one-time links, nothing to index; and
 * the portal's 'Guardar búsqueda', a signed-in form.
 */
const ACCOUNT_PAGES = [
  ROUTES.saveSearch,
  ROUTES.auth,
  ROUTES.verifyEmail,
  ROUTES.requestPasswordReset,
  ROUTES.resetPassword,
  ROUTES.signInLink,
] as const;

/** Private areas and account flows: nothing there for a search engine. */
export const DISALLOWED_PATHS: readonly string[] = [
  ROUTES.dashboard,
  ROUTES.sell,
  ROUTES.agencyProcess,
  ROUTES.admin,
  `${section(ROUTES.agencyFinalFee)}/`,
  ...LOCALES.flatMap((locale) => ACCOUNT_PAGES.map((page) => localePathTo(locale, page))),
  ROUTES.signOut,
  ROUTES.consent,
  `${section(ROUTES.authApi)}/`,
];

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    // '/vender' is private, but the guides start with '/vender-': the longer rule wins (RFC 9309).
    "Allow: /vender-",
    ...DISALLOWED_PATHS.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${publicUrl.replace(/\/$/, "")}${ROUTES.sitemap}`,
    "",
  ].join("\n");
}
