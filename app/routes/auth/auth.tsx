import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Acceder",
    description: "Inicia sesión o crea tu cuenta para vender tu propiedad o colaborar como agencia.",
    path: "/auth",
  });

export default function Auth() {
  return (
    <PagePlaceholder
      title="Acceder"
      lead="Inicia sesión o crea tu cuenta."
      note="Muy pronto podrás iniciar sesión y registrarte desde aquí."
    />
  );
}
