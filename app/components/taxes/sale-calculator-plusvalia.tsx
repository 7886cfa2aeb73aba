import type { PlusvaliaEstimate } from "#app/domain/taxes/plusvalia";
import { formatCents } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import { Card, percent } from "./sale-calculator-card";

const coefficient = (hundredths: number) =>
  (hundredths / 100).toLocaleString("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const held = (years: number, months: number) =>
  years === 0 ? `${months} ${months === 1 ? "mes" : "meses"}` : `${years} ${years === 1 ? "año" : "años"}`;

/**
 * The plusvalía municipal by both methods, the lower applying; or why there is none (a sale at a
 * loss), or that it is missing (no cadastral values given).
 */
export function PlusvaliaCard({
  plusvalia,
  idPrefix,
}: {
  plusvalia: PlusvaliaEstimate | null;
  idPrefix: string;
}) {
  return (
    <Card title="Plusvalía municipal (IIVTNU)" id={`${idPrefix}plusvalia`}>
      {!plusvalia ? (
        <p>
          Falta el valor catastral (suelo y total, en el recibo del IBI): sin él no podemos calcular la
          plusvalía, y «Te quedarán» no la descuenta. Escríbelo arriba para verla por sus dos métodos.
        </p>
      ) : plusvalia.isNotSubject ? (
        <p>
          Vendes por menos de lo que compraste: el suelo no ha ganado valor y no pagas plusvalía (tendrás que
          acreditarlo ante el ayuntamiento con las escrituras).
        </p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div
              className={cn(
                "rounded-xl p-4",
                plusvalia.method === "objective" ? "bg-primary-soft" : "bg-muted",
              )}
            >
              <dt className="font-semibold">Método objetivo</dt>
              <dd className="mt-1 text-sm">
                Valor catastral del suelo × {coefficient(plusvalia.coefficient)} (
                {held(plusvalia.years, plusvalia.months)} de tenencia) ={" "}
                {formatCents(plusvalia.objective.baseCents)}
              </dd>
              <dd className="mt-1 font-bold tabular-nums">{formatCents(plusvalia.objective.taxCents)}</dd>
            </div>
            <div
              className={cn("rounded-xl p-4", plusvalia.method === "real" ? "bg-primary-soft" : "bg-muted")}
            >
              <dt className="font-semibold">Método real</dt>
              <dd className="mt-1 text-sm">
                (Precio de venta − precio de compra) × {percent(plusvalia.real.landShareBp)} de suelo ={" "}
                {formatCents(plusvalia.real.baseCents)}
              </dd>
              <dd className="mt-1 font-bold tabular-nums">{formatCents(plusvalia.real.taxCents)}</dd>
            </div>
          </dl>
          <p>
            Se aplica el <strong>método {plusvalia.method === "objective" ? "objetivo" : "real"}</strong>{" "}
            porque es menor: pagas {formatCents(plusvalia.taxCents)}.
          </p>
          <p className="text-muted-foreground text-sm">
            Usamos los coeficientes máximos de la ley; tu ayuntamiento puede aplicar otros más bajos o
            reducciones.
          </p>
        </>
      )}
    </Card>
  );
}
