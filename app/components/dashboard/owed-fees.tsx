import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import type { OwedSuccessFee } from "#app/domain/payments/success-fees.server";
import { formatCents, formatDateEs } from "#app/lib/format";

/** The closing step, where the card form of the success fee is. */
const CLOSING_STEP = 6;

/**
 * 'Mis Pagos': the success fees owed and not yet paid, above the payments made. Each says what it
 * is, how much, why it is owed, and opens the card payment on the sale's closing step. Once paid,
 * the fee leaves this list and shows in the table below as 'Pagado', with its invoice.
 */
export function OwedFees({ fees }: { fees: OwedSuccessFee[] }) {
  if (fees.length === 0) return null;
  return (
    <section aria-labelledby="owed-fees-heading" className="flex flex-col gap-3">
      <h2 id="owed-fees-heading" className="font-semibold text-foreground text-xl">
        Pendiente de pago
      </h2>
      <ul className="flex flex-col gap-3">
        {fees.map((fee) => {
          const titleId = `owed-fee-${fee.propertyId}`;
          return (
            <li key={fee.propertyId}>
              <article
                aria-labelledby={titleId}
                className="flex flex-col gap-3 rounded-xl border-2 border-primary/40 bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex flex-col gap-1">
                  <h3 id={titleId} className="font-semibold text-foreground">
                    Comisión de Éxito · {fee.propertyTitle}
                  </h3>
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-lg tabular-nums">{formatCents(fee.amount)}</span>
                    <span className="text-muted-foreground text-sm">IVA incluido</span>
                    <Badge variant="secondary">Pendiente</Badge>
                  </p>
                  <p className="text-muted-foreground text-sm">
                    {fee.reasonLabel} Desde el {formatDateEs(fee.dueAt)}.
                  </p>
                </div>
                <Button asChild className="self-start sm:self-center">
                  <Link
                    to={`${saleStepPath(fee.propertyId, CLOSING_STEP)}#pagar`}
                    aria-label={`Pagar la comisión de éxito de ${fee.propertyTitle}`}
                  >
                    Pagar
                  </Link>
                </Button>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
