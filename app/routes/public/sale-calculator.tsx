import { PageHero } from "#app/components/layout/page-placeholder";
import { SALE_CALCULATOR_PATH, SaleCalculatorPanel } from "#app/components/taxes/sale-calculator-panel";
import { runSaleCalculator } from "#app/domain/taxes/sale-calculator";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/sale-calculator";

/** What the sale leaves the seller. The query string is the whole state (a share link). */
export function loader({ request }: Route.LoaderArgs) {
  return runSaleCalculator(new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Calculadora de venta: impuestos y lo que te queda al vender tu casa",
    description:
      "Calcula la ganancia, el IRPF tramo a tramo, la plusvalía municipal por sus dos métodos y lo que te quedará al vender tu vivienda después de cancelar la hipoteca.",
    path: SALE_CALCULATOR_PATH,
  });

export default function SaleCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="¿Cuánto te quedará al vender tu casa?"
        lead="Ganancia, IRPF, plusvalía municipal e hipoteca: una estimación de lo que te llevas el día de la firma, con las reglas del año de la venta."
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <SaleCalculatorPanel state={loaderData} />
        <section aria-labelledby="estimate-limits" className="mt-12 max-w-3xl text-muted-foreground">
          <h2 id="estimate-limits" className="font-semibold text-foreground text-xl">
            Qué incluye esta estimación
          </h2>
          <p className="mt-3">
            Aplica la escala estatal y autonómica del ahorro juntas, los coeficientes máximos de la plusvalía
            y las exenciones por edad y por reinversión. No tiene en cuenta deducciones o tipos propios de tu
            comunidad autónoma o de los territorios forales, las amortizaciones si alquilaste la vivienda, los
            coeficientes de abatimiento de compras anteriores a 1995, las viviendas heredadas o donadas, ni
            las bonificaciones de tu ayuntamiento.
          </p>
        </section>
      </div>
    </>
  );
}
