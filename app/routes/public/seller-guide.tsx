import { data } from "react-router";
import { GuidePage } from "#app/components/content/guide-page";
import { findArticleCard } from "#app/domain/blog/articles.server";
import { findSellerGuide, guideKindFromPath, otherGuides } from "#app/domain/guides/guides";
import { feeFor } from "#app/domain/payments/pricing";
import { formatPrice } from "#app/lib/format";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { sellerGuidePath } from "#app/urls";
import type { Route } from "./+types/seller-guide";

/** One module serves the eight guides (routes.ts); which one comes from the URL. */
export function loader({ request }: Route.LoaderArgs) {
  const kind = guideKindFromPath(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  const guide = findSellerGuide(kind);
  const related = guide.relatedArticles.flatMap((slug) => {
    const article = findArticleCard(slug);
    return article ? [{ slug: article.slug, title: article.title, readTime: article.readTime }] : [];
  });
  return {
    guide,
    related,
    others: otherGuides(kind),
    fees: {
      marketing: formatPrice(feeFor("particular", "marketing").base / 100),
      success: formatPrice(feeFor("particular", "final_fee").base / 100),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.guide.title,
        description: loaderData.guide.description,
        path: sellerGuidePath(loaderData.guide.kind),
      })
    : [];

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function SellerGuide({ loaderData }: Route.ComponentProps) {
  return <GuidePage {...loaderData} />;
}
