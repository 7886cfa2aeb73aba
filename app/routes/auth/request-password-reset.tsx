import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/request-password-reset";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Recuperar contraseña", path: "/request-password-reset", noIndex: true });

export default function RequestPasswordReset() {
  return (
    <PagePlaceholder
      title="Recuperar contraseña"
      note="Muy pronto podrás pedir aquí un enlace para restablecer tu contraseña."
    />
  );
}
