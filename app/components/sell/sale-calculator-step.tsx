import { Calculator } from "lucide-react";
import { useState } from "react";
import { SaleCalculatorPanel } from "#app/components/taxes/sale-calculator-panel";
import { runSaleCalculator, type SaleCalculatorState } from "#app/domain/taxes/sale-calculator";
import { closingPrefill, emptySaleForm } from "#app/domain/taxes/sale-form";
import { formatIsoDate, formatPrice } from "#app/lib/format";

/**
 * Steps 5 and 6's 'what the sale leaves you': the public calculator's form and result, prefilled
 * with the agreed price (the accepted offer, else the listing's), and the arras contract's residence
 * and deed date when there is one (else today; docs/decisions/0051). /vender hydrates,
 * so the result is computed here with the same pure functions the public page runs on the server.
 * `step` keeps the two copies' field ids apart on the one page.
 */
export function SaleCalculatorStep({
  priceEuros,
  step,
  arras,
}: {
  priceEuros: number | null;
  step: 5 | 6;
  arras: { sellerResidence: "residente" | "no-residente" | null; deedDate: string | null };
}) {
  const [state, setState] = useState<SaleCalculatorState>(() => ({
    values: emptySaleForm({
      // '189.000', as a seller writes it.
      salePrice: priceEuros ? formatPrice(priceEuros).replace(/[^\d.]/g, "") : "",
      saleDate: formatIsoDate(Date.now()),
      ...closingPrefill(arras),
    }),
    errors: {},
    result: null,
  }));
  return (
    <details className="group rounded-2xl border border-border bg-muted/40 p-4 sm:p-6">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-lg">
        <Calculator aria-hidden="true" className="size-5 shrink-0 text-primary" />
        ¿Cuánto te quedará? Calcula impuestos y lo que te llevas
      </summary>
      <div className="mt-6">
        <SaleCalculatorPanel
          state={state}
          idPrefix={`paso${step}-`}
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const query = new URLSearchParams();
            for (const [name, value] of form) if (typeof value === "string") query.append(name, value);
            setState(runSaleCalculator(query));
          }}
        />
      </div>
    </details>
  );
}
