import { allArticles } from "#app/domain/blog/articles.server";
import { findPublishedListingsForSitemap } from "#app/domain/listings/sitemap.server";
import { publicSitemapEntries, sitemapXml } from "#app/domain/sitemap";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page, every article and every published listing. */
export async function loader({ context }: Route.LoaderArgs) {
  const listings = await findPublishedListingsForSitemap(context.db);
  const xml = sitemapXml(context.env.PUBLIC_URL, publicSitemapEntries({ articles: allArticles(), listings }));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Listings change during the day; crawlers need not see a change the same minute.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
