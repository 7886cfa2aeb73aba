import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Restablecer contraseña", path: "/reset-password", noIndex: true });

export default function ResetPassword() {
  return (
    <PagePlaceholder
      title="Restablecer contraseña"
      note="Muy pronto podrás elegir aquí una contraseña nueva."
    />
  );
}
