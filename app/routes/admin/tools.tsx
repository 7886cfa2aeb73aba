import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { requireRole } from "#app/domain/users/session.server";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/tools";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Herramientas", path: "/admin/tools", noIndex: true });

export default function AdminTools() {
  return <PagePlaceholder title="Herramientas" note="Muy pronto podrás enviar aquí un correo de prueba." />;
}
