import { Check } from "lucide-react";
import { LaunchCountdown } from "#app/components/launch/launch-countdown";
import { CtaLink } from "#app/components/marketing/cta-link";
import { Button } from "#app/components/ui/button";
import { RenderOnce } from "#app/lib/render-once";
import { ROUTES } from "#app/urls";

type HeroProps = {
  launchAt: string;
  /** '13.500 €': the largest saving on the landing's example flat. */
  maxSaving: string;
  marketingFee: string;
  successFee: string;
};

/** The landing's first screen: the promise, the way in (/vender), the countdown and the price. */
export function Hero({ launchAt, maxSaving, marketingFee, successFee }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-border border-b bg-muted/70"
    >
      <div
        aria-hidden="true"
        className="-right-40 -top-40 pointer-events-none absolute size-[32rem] rounded-full bg-primary-soft"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:px-8">
        {/* Everything but the countdown (the server's clock) is kept (app/lib/render-once.ts). */}
        <RenderOnce name="home/hero-promise" inputs={[maxSaving]}>
          <div className="flex flex-col gap-6">
            <p className="w-fit rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent text-sm">
              Vende sin agencia · Precio fijo · Sin exclusividad
            </p>
            <h1 id="hero-title" className="text-4xl text-foreground leading-tight sm:text-5xl">
              Vende tu casa sin agencia y ahorra hasta {maxSaving} en comisiones
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              Te guiamos paso a paso y lanzamos una campaña de marketing profesional para tu vivienda. Tú
              decides el precio y hablas directamente con los compradores.
            </p>
            <div className="flex flex-wrap gap-3">
              <CtaLink to={ROUTES.sell}>Vender Propiedad</CtaLink>
              <Button asChild size="lg" variant="outline">
                <a href="#calculadora">Calcula tu ahorro</a>
              </Button>
            </div>
            <ul className="flex flex-col gap-2 text-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
              {["Sin porcentajes sobre el precio", "Sin exclusividad", "Tú tienes el control"].map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-5 shrink-0 text-success" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </RenderOnce>

        <div className="flex flex-col gap-4 lg:items-end">
          <LaunchCountdown launchAt={launchAt} />
          <RenderOnce name="home/hero-price" inputs={[marketingFee, successFee]}>
            <div className="w-full max-w-xl rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6">
              <p className="font-semibold text-foreground text-lg">Lo que pagas, y nada más</p>
              <dl className="mt-4 grid gap-3 sm:grid-cols-2">
                <div className="rounded-xl bg-primary-soft p-4">
                  <dt className="text-primary text-sm">Campaña de marketing</dt>
                  <dd className="mt-1 font-bold text-2xl text-foreground">{marketingFee} + IVA</dd>
                  <dd className="text-muted-foreground text-sm">Al lanzar tu campaña</dd>
                </div>
                <div className="rounded-xl bg-accent-soft p-4">
                  <dt className="text-accent text-sm">Comisión de éxito</dt>
                  <dd className="mt-1 font-bold text-2xl text-foreground">{successFee} + IVA</dd>
                  <dd className="text-muted-foreground text-sm">Solo si vendes con un contacto nuestro</dd>
                </div>
              </dl>
            </div>
          </RenderOnce>
        </div>
      </div>
    </section>
  );
}
