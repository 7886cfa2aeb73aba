import { Calculator } from "lucide-react";
import type * as React from "react";
import type { SaleCalculatorState } from "#app/domain/taxes/sale-calculator";
import { SALE_FIELDS, type SaleFieldKey } from "#app/domain/taxes/sale-form";
import { ROUTES } from "#app/urls";
import { SaleCalculatorForm } from "./sale-calculator-form";
import { SaleCalculatorResult } from "./sale-calculator-result";

export const SALE_CALCULATOR_PATH = ROUTES.saleCalculator;

/**
 * Form and result side by side: the public page and step 5 of /vender show the same thing. Without
 * `onSubmit` the form loads the public page with the query (server-rendered result); with it, the
 * hydrated /vender page computes in place.
 */
export function SaleCalculatorPanel({
  state,
  idPrefix = "",
  onSubmit,
}: {
  state: SaleCalculatorState;
  idPrefix?: string;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
}) {
  const errorKeys = (Object.keys(state.errors) as SaleFieldKey[]).filter((key) => state.errors[key]);
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <SaleCalculatorForm
        values={state.values}
        errors={state.errors}
        action={`${SALE_CALCULATOR_PATH}#${idPrefix}resultado`}
        idPrefix={idPrefix}
        onSubmit={onSubmit}
      />
      <div id={`${idPrefix}resultado`} className="scroll-mt-24">
        {state.result ? (
          <SaleCalculatorResult result={state.result} idPrefix={idPrefix} />
        ) : errorKeys.length > 0 ? (
          // The form's GET lands here (#resultado): on a phone this is below the form, so the errors
          // are listed with a link to each field.
          <div className="flex flex-col gap-3 rounded-2xl border border-destructive/40 bg-card p-6">
            <h2 className="font-semibold text-lg">Faltan datos para calcular</h2>
            <ul className="flex list-disc flex-col gap-2 pl-5">
              {errorKeys.map((key) => (
                <li key={key}>
                  <a
                    href={`#${idPrefix}${SALE_FIELDS[key].name}`}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {SALE_FIELDS[key].label}
                  </a>
                  : {state.errors[key]}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="flex flex-col gap-3 rounded-2xl border border-border border-dashed bg-card p-6">
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft">
              <Calculator aria-hidden="true" className="size-5 text-primary" />
            </span>
            <p className="font-semibold text-lg">Aquí verás lo que te queda al vender.</p>
            <p className="text-muted-foreground">
              Rellena los datos y pulsa «Calcular lo que me queda»: te enseñamos la ganancia, el IRPF tramo a
              tramo, la plusvalía municipal por sus dos métodos y lo que te llevarás después de cancelar la
              hipoteca. Es una estimación.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
