import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { requireUser } from "#app/domain/users/session.server";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/sell";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Vender mi propiedad", path: "/vender", noIndex: true });

export default function Sell() {
  return (
    <PagePlaceholder
      title="Vender mi propiedad"
      lead="Seis pasos, de la ficha de tu vivienda a la firma en notaría."
      note="Muy pronto podrás seguir aquí tu proceso de venta paso a paso."
    />
  );
}
