import type { Fee } from "#app/domain/payments/pricing";
import { IVA_PERCENT } from "#app/domain/payments/pricing";
import { formatCents } from "#app/lib/format";

/** Concept, base, IVA and total, as decided for every price shown before paying (decisions.md). */
export function FeeSummary({ fee }: { fee: Fee }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 rounded-lg border border-border bg-muted/50 p-4 text-sm">
      <dt className="text-muted-foreground">Concepto</dt>
      <dd className="text-right font-medium text-foreground">{fee.label}</dd>
      <dt className="text-muted-foreground">Base imponible</dt>
      <dd className="text-right text-foreground tabular-nums">{formatCents(fee.base)}</dd>
      <dt className="text-muted-foreground">{`IVA (${IVA_PERCENT} %)${fee.ivaIncluded ? ", incluido" : ""}`}</dt>
      <dd className="text-right text-foreground tabular-nums">{formatCents(fee.iva)}</dd>
      <dt className="border-border border-t pt-2 font-semibold text-foreground">Total</dt>
      <dd className="border-border border-t pt-2 text-right font-semibold text-base text-foreground tabular-nums">
        {formatCents(fee.total)}
      </dd>
    </dl>
  );
}
