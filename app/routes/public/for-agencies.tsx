import { Link } from "react-router";
import { PagePlaceholder } from "#app/components/layout/page-placeholder";
import { useRootData } from "#app/components/layout/use-root-data";
import { Button } from "#app/components/ui/button";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/for-agencies";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Para Inmobiliarias",
    description:
      "Publica en colaboración los inmuebles que más cuesta vender: campaña de marketing de 2 meses y reparto de la comisión con tu agencia.",
    path: "/para-inmobiliarias",
  });

export default function ForAgencies() {
  const supportEmail = useRootData()?.publicEnv.SUPPORT_EMAIL;
  return (
    <PagePlaceholder
      title="Colabora con nosotros: vende los inmuebles que más se resisten"
      lead="Publica tus inmuebles difíciles de vender, activa una campaña de marketing y recibe contactos de compradores."
      note={
        supportEmail ? (
          <>
            ¿Necesitas una campaña a medida?{" "}
            <a
              href={`mailto:${supportEmail}?subject=${encodeURIComponent("Campaña a medida para mi agencia")}`}
              className="font-medium text-primary underline underline-offset-2"
            >
              Escríbenos a {supportEmail}
            </a>
            .
          </>
        ) : undefined
      }
    >
      <Button asChild size="lg">
        <Link to="/auth?from=agency">Empezar a Colaborar</Link>
      </Button>
    </PagePlaceholder>
  );
}
