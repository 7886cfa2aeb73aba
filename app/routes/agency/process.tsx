import { Link } from "react-router";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { requireUser } from "#app/domain/users/session.server";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/process";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { from: "agency" });
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Proceso de Colaboración para Agencias",
    path: "/proceso-agencia",
    noIndex: true,
  });

export default function AgencyProcess() {
  return (
    <PagePlaceholder
      title="Proceso de Colaboración para Agencias"
      lead="Cuatro pasos: publicar la propiedad, contratar la campaña, firmar el acuerdo de colaboración y liquidar la comisión."
      note="Muy pronto podrás seguir aquí tu proceso de colaboración."
    >
      <Button asChild variant="outline">
        <Link to="/dashboard">Volver a Mi Panel</Link>
      </Button>
    </PagePlaceholder>
  );
}
