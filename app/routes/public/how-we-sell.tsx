import { Camera, Check, Compass, Megaphone, Route as RouteIcon, Search, Share2, Target } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { CampaignReach } from "#app/components/marketing/campaign-reach";
import { CtaBand } from "#app/components/marketing/cta-band";
import { CtaLink } from "#app/components/marketing/cta-link";
import { FeatureGrid } from "#app/components/marketing/feature-grid";
import { Section } from "#app/components/marketing/section";
import { SERVICE_VALIDITY_DAYS } from "#app/domain/legal/terms";
import { feeFor } from "#app/domain/payments/pricing";
import { formatCents, formatPrice } from "#app/lib/format";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/how-we-sell";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cómo vendemos",
    description:
      "Un anuncio que convence, una campaña en buscadores, redes sociales y portales, y una guía paso a paso: así vendemos tu casa a precio fijo y sin exclusividad.",
    path: ROUTES.howWeSell,
  });

export function loader() {
  const marketing = feeFor("particular", "marketing");
  const success = feeFor("particular", "final_fee");
  return {
    fees: {
      marketing: { base: formatPrice(marketing.base / 100), total: formatCents(marketing.total) },
      success: { base: formatPrice(success.base / 100), total: formatCents(success.total) },
    },
  };
}

const PILLARS = [
  {
    icon: Camera,
    title: "Un anuncio que convence",
    text: "Fotos que enseñan tu casa en su mejor momento, una descripción que cuenta lo que no se ve y un precio apoyado en datos de tu zona.",
  },
  {
    icon: Megaphone,
    title: "Una campaña que llega",
    text: "Publicidad en un buscador y en dos redes sociales, y tu anuncio en los principales portales, durante todo el servicio.",
  },
  {
    icon: RouteIcon,
    title: "Un camino claro hasta la notaría",
    text: "Seis pasos con consejos, modelos y recordatorios: visitas, arras, documentos, escritura e impuestos.",
  },
] as const;

const CAMPAIGN = [
  {
    icon: Target,
    title: "Segmentada para tu vivienda",
    text: "Mostramos tu anuncio a quien busca en tu zona y encaja con tu tipo de vivienda: familias, inversores, compradores de fuera…",
  },
  {
    icon: Search,
    title: "Presente cuando buscan",
    text: "Los anuncios en el buscador aparecen cuando alguien busca comprar una vivienda como la tuya.",
  },
  {
    icon: Share2,
    title: "Presente cuando no buscan",
    text: "En redes sociales llegamos también a quien todavía no ha empezado a buscar, pero puede enamorarse de tu casa.",
  },
  {
    icon: Compass,
    title: "Contactos directos",
    text: "Los interesados te llaman o te escriben a ti. Sin intermediarios, sin esperas, sin información filtrada.",
  },
] as const;

const YOU = [
  "Decides el precio y cuándo bajarlo",
  "Enseñas tu casa y eliges a quién",
  "Negocias y firmas con el comprador",
];
const US = [
  "Preparamos y lanzamos la campaña",
  "Publicamos en los principales portales",
  "Te guiamos en cada paso, con modelos y recordatorios",
];

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function HowWeSell({ loaderData }: Route.ComponentProps) {
  const { fees } = loaderData;
  return (
    <>
      <PageHero
        title="Así vendemos tu casa sin agencia"
        lead="Hacemos lo que hace funcionar a una buena agencia —que muchos compradores vean tu casa— y te dejamos a ti lo que ninguna agencia debería quitarte: las decisiones."
      >
        <CtaLink to={ROUTES.sell}>Empezar mi Venta</CtaLink>
      </PageHero>

      <Section eyebrow="El método" title="Tres cosas venden una casa">
        <FeatureGrid features={PILLARS} columns={3} />
      </Section>

      <Section
        tone="sand"
        eyebrow="La campaña"
        title="Marketing profesional, no un anuncio más"
        lead={`Tu campaña está activa durante los ${SERVICE_VALIDITY_DAYS} días del servicio o hasta que vendas.`}
      >
        <CampaignReach features={CAMPAIGN} columns={2} />
      </Section>

      <Section eyebrow="Tú y nosotros" title="Cada uno hace lo que mejor sabe hacer">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { title: "Lo que haces tú", items: YOU, tone: "bg-accent-soft" },
            { title: "Lo que hacemos nosotros", items: US, tone: "bg-primary-soft" },
          ].map((column) => (
            <div key={column.title} className={`rounded-2xl p-6 sm:p-8 ${column.tone}`}>
              <h3 className="text-2xl">{column.title}</h3>
              <ul className="mt-4 flex flex-col gap-3">
                {column.items.map((item) => (
                  <li key={item} className="flex items-start gap-3">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section
        tone="sand"
        eyebrow="Precio"
        title="Dos importes fijos. Nada más."
        lead="Sin porcentajes sobre el precio de tu casa, sin permanencia y sin exclusividad."
      >
        <dl className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8">
            <dt className="font-semibold text-lg text-primary">Campaña de marketing</dt>
            <dd className="mt-2 font-bold text-4xl">{fees.marketing.base} + IVA</dd>
            <dd className="mt-2 text-muted-foreground">
              {fees.marketing.total} IVA incluido. Se paga al lanzar la campaña; puedes fraccionarlo si
              cumples los requisitos del pago aplazado.
            </dd>
          </div>
          <div className="rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8">
            <dt className="font-semibold text-accent text-lg">Comisión de éxito</dt>
            <dd className="mt-2 font-bold text-4xl">{fees.success.base} + IVA</dd>
            <dd className="mt-2 text-muted-foreground">
              {fees.success.total} IVA incluido. Solo si vendes a un comprador que te ha llegado por nosotros,
              después de firmar en la notaría.
            </dd>
          </div>
        </dl>
        <p className="mt-6 text-muted-foreground">
          Todos los detalles están en los{" "}
          <Link to={ROUTES.terms} className="font-medium text-primary underline underline-offset-2">
            Términos y Condiciones del Servicio
          </Link>
          .
        </p>
      </Section>

      <CtaBand
        title="Tu casa merece que la vean"
        text="Crea la ficha de tu vivienda y lanza tu campaña cuando estés listo."
        to={ROUTES.sell}
        action="Empezar mi Venta"
      />
    </>
  );
}
