import type { SaleCalculatorState } from "#app/domain/taxes/sale-calculator";
import { formatCents } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import { Card, percent } from "./sale-calculator-card";
import { PlusvaliaCard } from "./sale-calculator-plusvalia";

type Result = NonNullable<SaleCalculatorState["result"]>;

function Line({
  label,
  cents,
  sign,
  strong,
}: {
  label: string;
  /** Null: not estimated, said in words instead of a made-up zero. */
  cents: number | null;
  sign?: "−" | "=";
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex items-baseline justify-between gap-4 py-2",
        strong && "border-border border-t-2 font-bold text-lg",
      )}
    >
      <dt>
        {sign ? <span aria-hidden="true">{sign} </span> : null}
        {label}
      </dt>
      <dd className="tabular-nums">{cents === null ? "Sin calcular" : formatCents(cents)}</dd>
    </div>
  );
}

/** What the sale leaves: the net first, then each tax with its working, then the sources. */
export function SaleCalculatorResult({ result, idPrefix = "" }: { result: Result; idPrefix?: string }) {
  const { estimate, isProvisional, sources } = result;
  const { salePriceCents, saleCostsCents, mortgageCents } = result.input;
  const { plusvalia, incomeTax, exemption, withholding } = estimate;
  const isLoss = estimate.gainCents <= 0;
  const incomeTaxName = incomeTax.kind === "scale" ? "IRPF estimado" : "IRNR estimado";
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby={`${idPrefix}net-title`}
        className="rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8"
      >
        <h2 id={`${idPrefix}net-title`} className="font-semibold text-xl">
          Te quedarán
        </h2>
        <p className="mt-2 font-bold text-4xl tabular-nums sm:text-5xl">{formatCents(estimate.netCents)}</p>
        <p className="mt-3 text-[#d5e8e3]">
          Estimación para una venta en {estimate.year}. No es asesoramiento fiscal: tu gestor o asesor lo
          confirmará con tus datos completos.
        </p>
        {plusvalia ? null : (
          <p className="mt-2 font-semibold">
            Sin la plusvalía municipal: falta el valor catastral para calcularla.
          </p>
        )}
      </section>

      {isProvisional ? (
        <p className="rounded-lg bg-accent-soft p-4">
          Aún no se han publicado los tipos de ese año: usamos los de {estimate.year}, los últimos vigentes.
        </p>
      ) : null}

      <Card title="De dónde sale la cifra" id={`${idPrefix}breakdown`}>
        <dl className="divide-y divide-border">
          <Line label="Precio de venta" cents={salePriceCents} />
          <Line label="Gastos de la venta" cents={saleCostsCents} sign="−" />
          <Line label="Hipoteca pendiente de cancelar" cents={mortgageCents} sign="−" />
          <Line label={incomeTaxName} cents={incomeTax.totalCents} sign="−" />
          <Line label="Plusvalía municipal" cents={plusvalia ? plusvalia.taxCents : null} sign="−" />
          <Line label="Te quedarán" cents={estimate.netCents} sign="=" strong />
        </dl>
      </Card>

      <Card title={isLoss ? "Pérdida patrimonial" : "Ganancia patrimonial"} id={`${idPrefix}gain`}>
        <dl className="divide-y divide-border">
          <Line
            label={
              plusvalia
                ? "Valor de transmisión (precio − gastos de la venta − plusvalía)"
                : "Valor de transmisión (precio − gastos de la venta; sin la plusvalía)"
            }
            cents={estimate.transmissionValueCents}
          />
          <Line
            label="Valor de adquisición (precio de compra + gastos + mejoras)"
            cents={estimate.acquisitionValueCents}
            sign="−"
          />
          <Line
            label={isLoss ? "Pérdida" : "Ganancia"}
            cents={Math.abs(estimate.gainCents)}
            sign="="
            strong
          />
        </dl>
        {isLoss ? (
          <p className="text-muted-foreground">
            Vendes sin ganancia: no pagas IRPF por esta venta, y la pérdida puede compensar otras ganancias de
            tu base del ahorro.
          </p>
        ) : null}
        {exemption.kind === "senior" ? (
          <p className="rounded-lg bg-success/10 p-3">
            Exenta: tienes 65 años o más y vendes tu vivienda habitual (art. 33.4.b de la Ley del IRPF).
          </p>
        ) : null}
        {exemption.kind === "reinvestment" ? (
          <p className="rounded-lg bg-success/10 p-3">
            Reinviertes el {percent(exemption.shareBp)} de lo obtenido en tu nueva vivienda habitual (
            {formatCents(Math.max(0, exemption.obtainedCents))}: el valor de transmisión menos la hipoteca
            pendiente): queda exenta esa parte de la ganancia, {formatCents(exemption.exemptCents)} (art. 38.1
            de la Ley del IRPF y art. 41 de su Reglamento). Tributa {formatCents(estimate.taxableGainCents)}.
          </p>
        ) : null}
        {exemption.kind === "reinvestment-not-available" ? (
          <p className="rounded-lg bg-accent-soft p-3">
            No aplicamos la exención por reinversión: solo alcanza a quien reside en España o en otro país de
            la UE o del EEE (art. 38.1 de la Ley del IRPF y disposición adicional 7.ª de la Ley del IRNR).
            Tributa toda la ganancia.
          </p>
        ) : null}
      </Card>

      <Card
        title={
          incomeTax.kind === "scale" ? "IRPF estimado" : "Impuesto sobre la Renta de No Residentes (IRNR)"
        }
        id={`${idPrefix}irpf`}
      >
        {incomeTax.kind === "scale" ? (
          incomeTax.tranches.length > 0 ? (
            <table className="w-full text-left tabular-nums">
              <caption className="sr-only">Escala del ahorro, tramo a tramo</caption>
              <thead className="text-muted-foreground text-sm">
                <tr>
                  <th scope="col" className="py-2 font-medium">
                    Tramo
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Tipo
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Cuota
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {incomeTax.tranches.map((tranche) => (
                  <tr key={tranche.fromCents}>
                    <td className="py-2">{formatCents(tranche.baseCents)}</td>
                    <td className="py-2 text-right">{percent(tranche.rateBp)}</td>
                    <td className="py-2 text-right">{formatCents(tranche.taxCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-border border-t-2 font-bold">
                  <th scope="row" colSpan={2} className="py-2">
                    Total
                  </th>
                  <td className="py-2 text-right">{formatCents(incomeTax.totalCents)}</td>
                </tr>
              </tfoot>
            </table>
          ) : (
            <p>Nada que pagar: {formatCents(0)}.</p>
          )
        ) : (
          <p>
            Como no resides en España, la ganancia tributa en el Impuesto sobre la Renta de No Residentes a un
            tipo fijo del {percent(incomeTax.rateBp)} en lugar de la escala:{" "}
            {formatCents(estimate.taxableGainCents)} × {percent(incomeTax.rateBp)} ={" "}
            <strong>{formatCents(incomeTax.totalCents)}</strong>.
          </p>
        )}
        <p className="text-muted-foreground text-sm">
          {incomeTax.kind === "scale"
            ? "La ganancia por la venta va a la base del ahorro y paga cada tramo a su tipo (estatal y autonómico juntos)."
            : result.input.residence === "eu-eea"
              ? "Como resides en la UE o el EEE, puedes aplicar la exención por reinversión en tu vivienda habitual."
              : "Fuera de la UE y del EEE no hay exención por reinversión: el 19 % se aplica a toda la ganancia."}
        </p>
      </Card>

      {withholding ? (
        <Card
          title={`Retención del ${percent(withholding.rateBp)} del comprador`}
          id={`${idPrefix}withholding`}
        >
          <p>
            Al firmar, el comprador se queda el {percent(withholding.rateBp)} del precio,{" "}
            <strong>{formatCents(withholding.cents)}</strong>, y lo ingresa en Hacienda a tu nombre (modelo
            211). No es un gasto más: es un adelanto de tu impuesto.{" "}
            {withholding.balanceCents > 0
              ? `Con esta estimación, aún tendrás que pagar ${formatCents(withholding.balanceCents)} (modelo 210).`
              : `Con esta estimación, Hacienda te devolverá ${formatCents(-withholding.balanceCents)} (modelo 210).`}
          </p>
        </Card>
      ) : null}

      <PlusvaliaCard plusvalia={plusvalia} idPrefix={idPrefix} />

      <details className="rounded-2xl border border-border bg-card p-5 text-sm">
        <summary className="cursor-pointer font-semibold">Fuentes legales de {estimate.year}</summary>
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
          <li>Escala del ahorro: {sources.savingsScale}.</li>
          <li>No residentes: {sources.nonResident}.</li>
          <li>Retención del comprador: {sources.withholding}.</li>
          <li>Plusvalía municipal: {sources.plusvalia}.</li>
        </ul>
      </details>
    </div>
  );
}
