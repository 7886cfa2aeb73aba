import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Verificar correo electrónico", path: "/verify-email", noIndex: true });

export default function VerifyEmail() {
  return (
    <PagePlaceholder
      title="Verificar correo electrónico"
      note="Muy pronto podrás confirmar aquí tu dirección de correo."
    />
  );
}
