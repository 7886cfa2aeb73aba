import {
  ArrowRight,
  Calculator,
  Camera,
  Check,
  FileText,
  Lightbulb,
  type LucideIcon,
  TriangleAlert,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/layout/page-placeholder";
import { CtaBand } from "#app/components/marketing/cta-band";
import { Button } from "#app/components/ui/button";
import type { GuideList, SellerGuide } from "#app/domain/guides/guide";
import { pathTo, ROUTES } from "#app/urls";

type GuidePageProps = {
  guide: SellerGuide;
  fees: { marketing: string; success: string };
  related: { slug: string; title: string; readTime: number }[];
  others: { kind: string; noun: string; path: string }[];
};

function GuideSection({
  icon: Icon,
  title,
  list,
  tone,
}: {
  icon: LucideIcon;
  title: string;
  list: GuideList;
  tone?: "warn";
}) {
  return (
    <section aria-label={title} className="rounded-2xl border border-border bg-card p-6 shadow-card sm:p-8">
      <div className="flex items-center gap-3">
        <span
          className={
            tone === "warn"
              ? "flex size-11 items-center justify-center rounded-lg bg-accent-soft"
              : "flex size-11 items-center justify-center rounded-lg bg-primary-soft"
          }
        >
          <Icon
            aria-hidden="true"
            className={tone === "warn" ? "size-5 text-accent" : "size-5 text-primary"}
          />
        </span>
        <h2 className="text-2xl">{title}</h2>
      </div>
      <p className="mt-4 text-muted-foreground">{list.intro}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {list.items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One of the eight seller guides (/vender-{kind}-zaguan), from its content entry. */
export function GuidePage({ guide, fees, related, others }: GuidePageProps) {
  const sell = `Vender mi ${guide.noun}`;
  return (
    <>
      <PageHero title={guide.title} lead={guide.lead}>
        <Button asChild size="lg">
          <Link to={ROUTES.sell}>
            {sell}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PageHero>

      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div className="flex flex-col gap-8">
          <div className="flex max-w-3xl flex-col gap-4 text-lg text-foreground leading-relaxed">
            {guide.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <GuideSection icon={FileText} title="Documentos que vas a necesitar" list={guide.documents} />
          <GuideSection icon={Users} title={`Quién compra un ${guide.noun}`} list={guide.buyers} />
          <GuideSection icon={Lightbulb} title="Cómo fijar el precio" list={guide.pricing} />
          <GuideSection icon={Camera} title="Qué fotografiar" list={guide.photos} />
          <GuideSection
            icon={TriangleAlert}
            title="Antes de publicar, revisa"
            list={guide.watchOut}
            tone="warn"
          />
        </div>

        <aside
          aria-label="Vender con nosotros"
          className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start"
        >
          <div className="rounded-2xl bg-primary p-6 text-primary-foreground">
            <h2 className="font-semibold text-xl">Vende tu {guide.noun} a precio fijo</h2>
            <dl className="mt-4 flex flex-col gap-3">
              <div>
                <dt className="text-[#d5e8e3] text-sm">Campaña de marketing</dt>
                <dd className="font-bold text-2xl">{fees.marketing} + IVA</dd>
              </div>
              <div>
                <dt className="text-[#d5e8e3] text-sm">
                  Comisión de éxito, solo si vendes con un contacto nuestro
                </dt>
                <dd className="font-bold text-2xl">{fees.success} + IVA</dd>
              </div>
            </dl>
            <p className="mt-4 text-[#d5e8e3] text-sm">Sin porcentajes y sin exclusividad.</p>
            <Link
              to={ROUTES.sell}
              className="mt-5 inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-card px-5 font-semibold text-primary transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-card focus-visible:ring-offset-2 focus-visible:ring-offset-primary"
            >
              Empezar ahora
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>

          <section
            aria-labelledby="guide-calculator"
            className="rounded-2xl border border-border bg-card p-6"
          >
            <h2 id="guide-calculator" className="flex items-center gap-2 font-semibold text-lg">
              <Calculator aria-hidden="true" className="size-5 text-primary" />
              ¿Cuánto te quedará?
            </h2>
            <p className="mt-2 text-muted-foreground text-sm">
              IRPF, plusvalía municipal e hipoteca: calcula lo que te llevas el día de la firma.
            </p>
            <Link
              to={ROUTES.saleCalculator}
              className="mt-3 inline-flex font-medium text-primary underline-offset-4 hover:underline"
            >
              Calculadora de venta
            </Link>
          </section>

          {related.length > 0 ? (
            <nav aria-labelledby="guide-related" className="rounded-2xl border border-border bg-card p-6">
              <h2 id="guide-related" className="font-semibold text-lg">
                Para leer a continuación
              </h2>
              <ul className="mt-3 flex flex-col gap-3">
                {related.map((article) => (
                  <li key={article.slug}>
                    <Link
                      to={pathTo(ROUTES.blogArticle, { slug: article.slug })}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {article.title}
                    </Link>
                    <span className="block text-muted-foreground text-sm">
                      {article.readTime} min de lectura
                    </span>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          <nav aria-labelledby="guide-others" className="rounded-2xl border border-border bg-card p-6">
            <h2 id="guide-others" className="font-semibold text-lg">
              Otras guías
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {others.map((other) => (
                <li key={other.kind}>
                  <Link
                    to={other.path}
                    className="inline-flex min-h-9 items-center rounded-full border border-input px-3 text-sm hover:bg-muted"
                  >
                    Vender {other.noun}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>

      <CtaBand
        title={`¿Listo para vender tu ${guide.noun}?`}
        text="Crea la ficha en unos minutos y lanza tu campaña cuando quieras. Te acompañamos en cada paso hasta la notaría."
        to={ROUTES.sell}
        action={sell}
      />
    </>
  );
}
