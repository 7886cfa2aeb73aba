import type { EuroRange } from "#app/domain/taxes/notary-registry";
import type { PurchaseCosts } from "#app/domain/taxes/purchase-costs";
import { formatRatePercent } from "#app/domain/taxes/purchase-costs";
import { formatPrice } from "#app/lib/format";

const range = ({ low, high }: EuroRange) => `${formatPrice(low)} – ${formatPrice(high)}`;

/**
 * The taxes and fees of buying at the listed price: the community's ITP (app/domain/taxes/itp-2026.ts,
 * sourced), the notary and the registry (their aranceles), and their total, with what the estimate
 * leaves out in one line each.
 */
export function PurchaseTaxes({ costs }: { costs: PurchaseCosts }) {
  const rate = formatRatePercent(costs.itpRatePercent);
  const rows = [
    {
      label: `ITP (${costs.community}, ${costs.itpHasBands ? "tipo medio " : ""}${rate}${costs.itpBonusPercent ? `, bonificación del ${costs.itpBonusPercent} %` : ""})`,
      value: formatPrice(costs.itp),
    },
    { label: "Notaría", value: range(costs.notary) },
    { label: "Registro de la Propiedad", value: range(costs.registry) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-xl">Gastos de compra aproximados</h3>
        <p className="text-muted-foreground text-sm">Al precio anunciado, {formatPrice(costs.price)}.</p>
      </div>
      <dl className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 bg-primary-soft/60 px-4 py-3">
          <dt className="font-semibold">Total aproximado</dt>
          <dd className="font-bold text-primary tabular-nums">{range(costs.total)}</dd>
        </div>
      </dl>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-muted-foreground text-sm">
        <li>
          El ITP se paga sobre el mayor entre el precio y el valor de referencia del Catastro, que puede ser
          más alto: usamos el precio como estimación.
          {costs.itpHasBands
            ? ` En ${costs.community} el tipo depende del valor: aplicamos el de este precio.`
            : ""}
        </li>
        <li>Tipo general de 2026; jóvenes, familias numerosas y otros casos pueden tener uno reducido.</li>
        {costs.isHome ? (
          <li>
            Si es una vivienda nueva comprada al promotor, en lugar del ITP se paga un 10 % de IVA (IGIC en
            Canarias) y el AJD de la comunidad.
          </li>
        ) : (
          <li>Si lo vende una empresa, en lugar del ITP puede pagarse IVA y el AJD de la comunidad.</li>
        )}
      </ul>
    </div>
  );
}
