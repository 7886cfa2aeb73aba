import { FALL_THROUGH_TEXTS } from "#app/domain/sale/fall-through.schema";
import type { EndedDeal } from "#app/domain/sale/fallen-through";
import { formatDateEs } from "#app/lib/format";

/** A deal that fell through, as either party reads it afterwards: who, why, when, and the señal. */
export function EndedDealNotice({ ended, reader }: { ended: EndedDeal; reader: "seller" | "buyer" }) {
  const who = reader === "seller" ? `con ${ended.buyerName} ` : "";
  return (
    <section
      aria-labelledby="venta-terminada-titulo"
      className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h3 id="venta-terminada-titulo" className="font-semibold text-foreground">
        {FALL_THROUGH_TEXTS.endedHeading}
      </h3>
      <p className="text-foreground">
        La venta {who}terminó el {formatDateEs(ended.endedAt)}: lo registró {ended.recordedBy}. Motivo:{" "}
        {ended.reasonLabel}.
      </p>
      {ended.note ? <p className="text-muted-foreground text-sm">Nota: {ended.note}</p> : null}
      <p className="text-foreground">
        <span className="font-medium">La señal: </span>
        {ended.senalFate}
      </p>
    </section>
  );
}
