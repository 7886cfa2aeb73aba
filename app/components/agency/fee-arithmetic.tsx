import { platformShareBalance, SPLIT_PERCENT } from "#app/domain/agency/agreement";
import type { CommissionSplit } from "#app/domain/payments/pricing";
import { formatCents, formatPrice } from "#app/lib/format";

function Row({ label, value, tone }: { label: string; value: string; tone?: "success" | "strong" }) {
  return (
    <>
      <dt className={tone === "strong" ? "font-medium text-foreground" : "text-muted-foreground"}>{label}</dt>
      <dd
        className={
          tone === "success"
            ? "text-right font-semibold text-success tabular-nums"
            : "text-right font-semibold tabular-nums"
        }
      >
        {value}
      </dd>
    </>
  );
}

/**
 * The fee arithmetic of a collaboration, in one place for steps 3 and 4: the 60/40 split of the
 * commission and, with `balance`, clause 4 — the final fee paid at step 4 is deducted from the
 * platform's share, and what is left is paid after the deed.
 */
export function FeeArithmetic({
  split,
  totals = true,
  balance = true,
}: {
  split: CommissionSplit;
  /** Show the total and the agency's share (step 3); step 4 starts at the platform's share. */
  totals?: boolean;
  balance?: boolean;
}) {
  const { finalFeeBase, finalFeeIva, finalFeeTotal, remaining } = platformShareBalance(split);
  return (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="fee-arithmetic">
        {totals ? (
          <>
            <Row label="Comisión total (sin impuestos)" value={formatPrice(split.totalCommission)} />
            <Row
              label={`Para tu agencia (${SPLIT_PERCENT.agency} %)`}
              value={formatPrice(split.agency)}
              tone="success"
            />
          </>
        ) : null}
        <Row label={`Para la plataforma (${SPLIT_PERCENT.platform} %)`} value={formatPrice(split.platform)} />
        {balance ? (
          <>
            <Row
              label="Menos la base de la comisión final del paso 4"
              value={`−${formatCents(Math.round(finalFeeBase * 100))}`}
            />
            <Row
              label="Resto para la plataforma, a pagar tras la escritura"
              value={formatCents(Math.round(remaining * 100))}
              tone="strong"
            />
          </>
        ) : null}
      </dl>
      <p className="text-muted-foreground text-xs">
        Todos los importes, sin IVA.
        {balance
          ? ` La comisión final del paso 4 son ${formatCents(Math.round(finalFeeTotal * 100))} IVA incluido: se descuenta su base, ${formatCents(Math.round(finalFeeBase * 100))}; el IVA, ${formatCents(Math.round(finalFeeIva * 100))}, va aparte.`
          : null}
      </p>
    </>
  );
}
