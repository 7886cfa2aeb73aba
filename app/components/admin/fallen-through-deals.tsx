import type { FallenThroughDealRow } from "#app/domain/sale/fall-through-facts.server";
import { formatDateEs } from "#app/lib/format";
import { pathTo, ROUTES } from "#app/urls";

/** Staff's view of the deals that fell through: the home, who recorded it, why, and the señal's fate as stated. */
export function FallenThroughDeals({ deals }: { deals: FallenThroughDealRow[] }) {
  return (
    <section aria-labelledby="ventas-caidas-titulo" className="mt-6 flex flex-col gap-3">
      <h2 id="ventas-caidas-titulo" className="font-semibold text-foreground text-xl">
        Ventas que no siguieron adelante
      </h2>
      {deals.length === 0 ? (
        <p className="text-muted-foreground">Ninguna venta se ha caído.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {deals.map((deal) => (
            <li key={deal.dealId} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
              <a
                href={pathTo(ROUTES.property, { id: deal.propertyId })}
                className="font-medium text-foreground hover:underline"
              >
                {deal.title}
              </a>
              <p className="text-foreground text-sm">
                Con {deal.buyerName} · terminó el {formatDateEs(deal.endedAt)} · lo registró {deal.recordedBy}
              </p>
              <p className="text-foreground text-sm">Motivo: {deal.reasonLabel}</p>
              {deal.note ? <p className="text-muted-foreground text-sm">Nota: {deal.note}</p> : null}
              <p className="text-foreground text-sm">
                <span className="font-medium">Señal: </span>
                {deal.senalFate}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
