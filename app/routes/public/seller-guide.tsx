import { data, Link } from "react-router";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { SELLER_GUIDE_KINDS, type SellerGuideKind, sellerGuidePath } from "#app/domain/seller-guides";
import { BRAND_NAME } from "#app/lib/brand";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/seller-guide";

/** One module serves the eight guides (routes.ts); which one comes from the URL. */
function guideKindFromPath(pathname: string): SellerGuideKind | null {
  return SELLER_GUIDE_KINDS.find((kind) => sellerGuidePath(kind) === pathname) ?? null;
}

export function loader({ request }: Route.LoaderArgs) {
  const kind = guideKindFromPath(new URL(request.url).pathname);
  if (!kind) throw data(null, { status: 404 });
  return { kind };
}

const guideTitle = (kind: SellerGuideKind) => `Vender tu ${kind} con ${BRAND_NAME}`;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const kind = loaderData?.kind ?? "piso";
  return pageMeta(matches, {
    title: guideTitle(kind),
    description: `Cómo vender tu ${kind} sin agencia con ${BRAND_NAME}: marketing profesional a precio fijo, sin exclusividad y con una guía paso a paso.`,
    path: sellerGuidePath(kind),
  });
};

export default function SellerGuide({ loaderData }: Route.ComponentProps) {
  const { kind } = loaderData;
  return (
    <PagePlaceholder
      title={guideTitle(kind)}
      lead={`Todo lo que necesitas para vender tu ${kind} sin agencia: precio fijo, sin exclusividad y con acompañamiento en cada paso.`}
      note={`Pronto encontrarás aquí nuestra guía completa para vender tu ${kind}.`}
    >
      <Button asChild size="lg">
        <Link to="/vender">Vender mi {kind}</Link>
      </Button>
    </PagePlaceholder>
  );
}
