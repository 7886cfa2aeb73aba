import { ArrowRight, BadgeEuro, Megaphone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";
import { Button } from "#app/components/ui/button";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { path: "/" });

const HIGHLIGHTS = [
  {
    icon: Megaphone,
    title: "Marketing real",
    text: "Campañas en buscadores y redes sociales y anuncios en los principales portales inmobiliarios.",
  },
  {
    icon: BadgeEuro,
    title: "Precio fijo",
    text: "Sin porcentajes sobre el precio de venta: sabes desde el principio lo que vas a pagar.",
  },
  {
    icon: ShieldCheck,
    title: "Sin exclusividad",
    text: "Tú decides: puedes seguir vendiendo por tu cuenta o con quien quieras.",
  },
] as const;

export default function Home() {
  return (
    <>
      <section className="relative overflow-hidden border-border border-b bg-muted/60">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8">
          <div className="flex flex-col gap-6">
            <p className="w-fit rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent text-sm">
              Vende sin agencia
            </p>
            <h1 className="text-4xl text-foreground sm:text-5xl">
              Vende tu casa sin agencia y ahorra en comisiones
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              Te guiamos paso a paso y lanzamos una campaña de marketing profesional para tu vivienda, con un
              precio fijo y sin exclusividad.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/vender">
                  Vender Propiedad
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/como-vendemos">Cómo vendemos</Link>
              </Button>
            </div>
          </div>
          <ul className="grid gap-4">
            {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-card">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft">
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                </span>
                <div>
                  <h2 className="font-semibold text-lg">{title}</h2>
                  <p className="text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="faq-title" className="text-3xl">
            Preguntas frecuentes
          </h2>
          <Accordion type="single" collapsible defaultValue="price" className="mt-6">
            <AccordionItem value="price">
              <AccordionTrigger>¿Cuánto cuesta vender con Zaguán?</AccordionTrigger>
              <AccordionContent>
                Una tarifa fija de marketing de 500 € + IVA y una comisión de éxito de 500 € + IVA, que solo
                pagas si vendes gracias a un contacto generado por la plataforma.
              </AccordionContent>
            </AccordionItem>
            <AccordionItem value="exclusivity">
              <AccordionTrigger>¿Tengo que firmar exclusividad?</AccordionTrigger>
              <AccordionContent>
                No. Puedes seguir vendiendo por tu cuenta o con otras agencias mientras dura tu campaña.
              </AccordionContent>
            </AccordionItem>
            <AccordionItem value="agency">
              <AccordionTrigger>¿Zaguán es una inmobiliaria?</AccordionTrigger>
              <AccordionContent>
                No. Zaguán es una plataforma que te acompaña en cada paso de la venta y lanza una campaña de
                marketing real para tu vivienda; tú mantienes el control.
              </AccordionContent>
            </AccordionItem>
          </Accordion>
        </div>
      </section>
    </>
  );
}
