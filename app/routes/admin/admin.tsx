import { Link } from "react-router";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { requireRole } from "#app/domain/users/session.server";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Panel de Administración", path: "/admin", noIndex: true });

export default function Admin() {
  return (
    <PagePlaceholder
      title="Panel de Administración"
      note="Muy pronto verás aquí los totales, los clientes y las propiedades."
    >
      <Button asChild variant="outline">
        <Link to="/admin/tools">Herramientas</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/agency/final-fee">Comisiones finales de agencias</Link>
      </Button>
    </PagePlaceholder>
  );
}
