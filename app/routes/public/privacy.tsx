import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Política de Privacidad",
    description:
      "Cómo tratamos tus datos personales, con qué fines, con quién los compartimos y cómo ejercer tus derechos.",
    path: "/politica-de-privacidad",
  });

export default function Privacy() {
  return (
    <PagePlaceholder
      title="Política de Privacidad"
      lead="Usamos cookies técnicas, siempre activas, y cookies analíticas solo si las aceptas. Puedes cambiar tu elección en «Preferencias de cookies», al pie de cada página."
      note="Estamos preparando el texto completo de la política de privacidad."
    />
  );
}
