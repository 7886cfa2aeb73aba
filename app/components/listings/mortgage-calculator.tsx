import { useId } from "react";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import {
  MORTGAGE_DEFAULTS,
  MORTGAGE_LIMITS,
  MORTGAGE_PARAMS,
  type MortgageInput,
  mortgageFigures,
} from "#app/domain/listings/mortgage";
import { formatCents, formatPrice } from "#app/lib/format";
import { pathTo, ROUTES } from "#app/urls";

type Field = keyof MortgageInput;

/** `pattern` stops a malformed value in the browser, with or without JavaScript; the server checks again. */
const FIELDS: {
  field: Field;
  label: string;
  unit: string;
  inputMode: "numeric" | "decimal";
  pattern: string;
}[] = [
  { field: "price", label: "Precio", unit: "€", inputMode: "numeric", pattern: "[0-9. ]{1,13}" },
  { field: "downPaymentPercent", label: "Entrada", unit: "%", inputMode: "numeric", pattern: "[0-9]{1,3}" },
  {
    field: "annualRatePercent",
    label: "Interés de ejemplo",
    unit: "% anual",
    inputMode: "decimal",
    pattern: "[0-9]{1,2}([.,][0-9]{1,2})?",
  },
  { field: "years", label: "Plazo", unit: "años", inputMode: "numeric", pattern: "[0-9]{1,2}" },
];

const rateText = (percent: number) => String(percent).replace(".", ",");

/**
 * The monthly payment for this listing, first for the page's example. Without JavaScript the GET
 * form asks the server for the buyer's own figures (routes/public/property-mortgage.tsx: a page of
 * its own, outside the shared page cache); app/enhance/mortgage.ts recomputes them in place as the
 * buyer types, with the same `mortgageFigures`.
 */
export function MortgageCalculator({ listingId, input }: { listingId: string; input: MortgageInput }) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const figures = mortgageFigures(input);
  const values: Record<Field, string> = {
    price: String(input.price),
    downPaymentPercent: String(input.downPaymentPercent),
    annualRatePercent: rateText(input.annualRatePercent),
    years: String(input.years),
  };
  return (
    <div data-mortgage-calculator className="flex flex-col gap-4">
      <h3 id="hipoteca" className="scroll-mt-24 text-xl">
        Cuota mensual de la hipoteca
      </h3>
      <form
        method="get"
        action={`${pathTo(ROUTES.propertyMortgage, { id: listingId })}#hipoteca`}
        className="grid grid-cols-2 gap-3"
      >
        {FIELDS.map(({ field, label, unit, inputMode, pattern }) => (
          <div key={field} className="flex flex-col gap-1.5">
            <Label htmlFor={`${baseId}-${field}`}>
              {label} <span className="text-muted-foreground">({unit})</span>
            </Label>
            <Input
              id={`${baseId}-${field}`}
              name={MORTGAGE_PARAMS[field]}
              inputMode={inputMode}
              pattern={pattern}
              autoComplete="off"
              required
              defaultValue={values[field]}
              aria-describedby={errorId}
              className="tabular-nums"
            />
          </div>
        ))}
        <Button type="submit" variant="outline" className="col-span-2 w-fit" data-mortgage-submit>
          Calcular cuota
        </Button>
      </form>
      <output aria-live="polite" className="block rounded-lg bg-muted/70 p-4">
        <span data-mortgage-result className="block">
          Cuota mensual estimada:{" "}
          <strong data-mortgage="monthlyPayment" className="font-bold text-2xl text-primary tabular-nums">
            {formatCents(Math.round(figures.monthlyPayment * 100))}
          </strong>
          <span className="block text-muted-foreground text-sm">
            Préstamo de <span data-mortgage="loan">{formatPrice(figures.loan)}</span> tras una entrada de{" "}
            <span data-mortgage="downPayment">{formatPrice(figures.downPayment)}</span>.
          </span>
        </span>
        <span id={errorId} data-mortgage-error hidden className="block font-medium text-destructive">
          Revisa los datos: precio de {formatPrice(MORTGAGE_LIMITS.price.min)} a{" "}
          {formatPrice(MORTGAGE_LIMITS.price.max)}, entrada de 0 a 100 %, interés de 0 a{" "}
          {MORTGAGE_LIMITS.annualRatePercent.max} % y plazo de 1 a {MORTGAGE_LIMITS.years.max} años.
        </span>
      </output>
      <p className="text-muted-foreground text-sm">
        Sistema francés, cuotas iguales: cuota = C · i / (1 − (1 + i)<sup>−n</sup>), donde C es el préstamo, i
        el interés mensual (el anual entre 12) y n el número de cuotas (años × 12). El interés propuesto (
        {rateText(MORTGAGE_DEFAULTS.annualRatePercent)} % fijo) es solo un ejemplo: tu banco te dará el suyo
        (TIN y TAE).
      </p>
    </div>
  );
}
