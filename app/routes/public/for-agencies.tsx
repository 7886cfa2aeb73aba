import { BadgePercent, Clock, FileSignature, Handshake, Mail, Megaphone, Users } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { CtaBand } from "#app/components/marketing/cta-band";
import { CtaLink } from "#app/components/marketing/cta-link";
import { FeatureGrid } from "#app/components/marketing/feature-grid";
import { Section } from "#app/components/marketing/section";
import { Button } from "#app/components/ui/button";
import { WORKED_EXAMPLE, workedExampleSplit } from "#app/domain/agency/agreement";
import {
  AGENCY_CONTRACT_DAYS,
  AGENCY_PAYMENT_WORKING_DAYS,
  AGENCY_REPORTING_HOURS,
} from "#app/domain/legal/terms";
import { AGENCY_CAMPAIGN_MONTHS, AGENCY_SHARE, feeFor, PLATFORM_SHARE } from "#app/domain/payments/pricing";
import { AGENCY_STEP_TITLES } from "#app/domain/sale/steps";
import { formatCents, formatPercent, formatPrice } from "#app/lib/format";
import { loadAsDocument } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/for-agencies";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Para Inmobiliarias",
    description:
      "Publica en colaboración los inmuebles que más cuesta vender: campaña de marketing de 2 meses, contactos de compradores y el 60 % de los honorarios para tu agencia.",
    path: ROUTES.forAgencies,
  });

export function loader({ context }: Route.LoaderArgs) {
  const split = workedExampleSplit();
  return {
    supportEmail: context.publicEnv.SUPPORT_EMAIL,
    campaignFee: formatCents(feeFor("agency", "marketing").total),
    finalFee: formatCents(feeFor("agency", "final_fee").total),
    finalFeeBase: formatCents(feeFor("agency", "final_fee").base),
    example: {
      price: formatPrice(WORKED_EXAMPLE.price),
      percentage: WORKED_EXAMPLE.percentage,
      total: formatPrice(split.totalCommission),
      agency: formatPrice(split.agency),
      platform: formatPrice(split.platform),
    },
  };
}

const STEP_TEXT = [
  "Das de alta el inmueble con sus fotos, tu encargo de venta y la comisión pactada con el propietario, y aceptas el contrato de colaboración.",
  `Activamos una campaña de ${AGENCY_CAMPAIGN_MONTHS} meses en buscadores, redes sociales y portales para ese inmueble.`,
  "Recibes los contactos de compradores y gestionas las visitas y la negociación como siempre.",
  "Al vender, abonas la comisión final y repartimos los honorarios según el contrato.",
];

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function ForAgencies({ loaderData }: Route.ComponentProps) {
  const { supportEmail, campaignFee, finalFee, finalFeeBase, example } = loaderData;
  const benefits = [
    {
      icon: Users,
      title: "Contactos de compradores",
      text: "Los interesados que genera la campaña te llegan a ti, para que tú los atiendas.",
    },
    {
      icon: Megaphone,
      title: `${AGENCY_CAMPAIGN_MONTHS} meses de campaña`,
      text: `Buscador, dos redes sociales y portales por ${campaignFee} IVA incluido por inmueble.`,
    },
    {
      icon: BadgePercent,
      title: `El ${formatPercent(AGENCY_SHARE)} de los honorarios`,
      text: `Si vendes a un comprador nuestro, te quedas el ${formatPercent(AGENCY_SHARE)} de tus honorarios sin impuestos; nosotros, el ${formatPercent(PLATFORM_SHARE)}.`,
    },
    {
      icon: Handshake,
      title: "Tu cliente sigue siendo tuyo",
      text: "No contactamos con el propietario ni te pedimos exclusiva. Tú mantienes el encargo y la relación.",
    },
  ];

  return (
    <>
      <PageHero
        title="Colabora con nosotros: vende los inmuebles que más se resisten"
        lead="¿Tienes en cartera inmuebles que no se mueven? Publícalos en colaboración, activa una campaña de marketing y recibe contactos de compradores."
      >
        <CtaLink to={pathTo(ROUTES.auth, { from: "agency" })}>Empezar a Colaborar</CtaLink>
      </PageHero>

      <Section eyebrow="Qué gana tu agencia" title="Más compradores para tu cartera difícil">
        <FeatureGrid features={benefits} columns={4} />
      </Section>

      <Section tone="sand" eyebrow="Cómo funciona" title="Cuatro pasos desde tu panel">
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {AGENCY_STEP_TITLES.map((title, index) => (
            <li
              key={title}
              className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6 shadow-card"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground tabular-nums">
                {index + 1}
              </span>
              <h3 className="text-xl">{title}</h3>
              <p className="text-muted-foreground">{STEP_TEXT[index]}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        eyebrow="Reparto de honorarios"
        title={`${formatPercent(AGENCY_SHARE)} para tu agencia, ${formatPercent(PLATFORM_SHARE)} para nosotros`}
        lead="Sobre los honorarios totales de la operación, sin impuestos. Si el precio final baja, el reparto se aplica a los honorarios de ese precio."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <figure className="rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8">
            <figcaption className="font-semibold text-lg">
              Ejemplo: venta de {example.price} con honorarios del {example.percentage} %
            </figcaption>
            <dl className="mt-5 grid gap-4 sm:grid-cols-3">
              <div className="rounded-xl bg-muted p-4">
                <dt className="text-muted-foreground text-sm">Honorarios</dt>
                <dd className="font-bold text-2xl">{example.total}</dd>
              </div>
              <div className="rounded-xl bg-primary-soft p-4">
                <dt className="text-primary text-sm">Tu agencia</dt>
                <dd className="font-bold text-2xl">{example.agency}</dd>
              </div>
              <div className="rounded-xl bg-accent-soft p-4">
                <dt className="text-accent text-sm">Plataforma</dt>
                <dd className="font-bold text-2xl">{example.platform}</dd>
              </div>
            </dl>
          </figure>
          <ul className="flex flex-col gap-4">
            {[
              {
                icon: Clock,
                text: `Nos comunicas las arras o la escritura en un máximo de ${AGENCY_REPORTING_HOURS} horas.`,
              },
              {
                icon: FileSignature,
                text: `Pagas nuestra parte en ${AGENCY_PAYMENT_WORKING_DAYS} días hábiles desde la escritura, contra factura.`,
              },
              {
                icon: BadgePercent,
                text: `La comisión final es de ${finalFee} (IVA incluido); su base, ${finalFeeBase}, se descuenta de nuestra parte.`,
              },
              {
                icon: Handshake,
                text: `El acuerdo dura ${AGENCY_CONTRACT_DAYS} días y no tiene exclusividad.`,
              },
            ].map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 rounded-xl border border-border bg-card p-4">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-6 text-muted-foreground">
          Lee el{" "}
          <Link to={ROUTES.agencyTerms} className="font-medium text-primary underline underline-offset-2">
            contrato de colaboración completo
          </Link>
          .
        </p>
      </Section>

      <Section tone="sand" eyebrow="Campañas a medida" title="¿Muchos inmuebles o una promoción entera?">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-card p-6 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <p className="max-w-2xl text-lg text-muted-foreground">
            Preparamos campañas a medida para carteras completas, obra nueva o inmuebles singulares. Cuéntanos
            qué necesitas y te enviamos una propuesta.
          </p>
          <Button asChild variant="outline" size="lg">
            <a
              href={`mailto:${supportEmail}?subject=${encodeURIComponent("Campaña a medida para mi agencia")}`}
            >
              <Mail aria-hidden="true" />
              Escríbenos
            </a>
          </Button>
        </div>
      </Section>

      <CtaBand
        title="Empieza a colaborar hoy"
        text="Crea tu cuenta de agencia, publica tu primer inmueble y activa la campaña en minutos."
        to={pathTo(ROUTES.auth, { from: "agency" })}
        action="Empezar a Colaborar"
      />
    </>
  );
}
