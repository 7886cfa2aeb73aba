import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { requireRole } from "#app/domain/users/session.server";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/agency-final-fee";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Comisiones finales de agencias", path: "/agency/final-fee", noIndex: true });

export default function AgencyFinalFee() {
  return (
    <PagePlaceholder
      title="Comisiones finales de agencias"
      note="Muy pronto verás aquí las colaboraciones de agencias y el estado de su comisión final."
    />
  );
}
