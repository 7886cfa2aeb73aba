import { Calculator } from "lucide-react";
import { useId, useState } from "react";
import { Section } from "#app/components/marketing/section";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { IVA_PERCENT } from "#app/domain/payments/pricing";
import {
  AGENCY_RATE_MAX_PERCENT,
  AGENCY_RATE_MIN_PERCENT,
  type Amount,
  estimateSavings,
  MAX_CALCULATOR_PRICE,
  parsePriceInput,
} from "#app/domain/savings";
import { formatPrice } from "#app/lib/format";

const euros = (cents: number) => formatPrice(cents / 100);
const range = (low: Amount, high: Amount, key: keyof Amount) => `${euros(low[key])} – ${euros(high[key])}`;

/**
 * What a 3 %–7 % agency would charge against our fixed fees, for the price the owner types.
 * Works without JavaScript (the form reloads the page with ?precio=); with it, the figures follow
 * the typing. The arithmetic is `estimateSavings`, the same the tests check.
 */
export function SavingsCalculator({ initialPrice, brandName }: { initialPrice: string; brandName: string }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState(initialPrice);
  const price = parsePriceInput(value);
  const estimate = price === null ? null : estimateSavings(price);
  const showError = value.trim() !== "" && !estimate;

  return (
    <Section
      id="calculadora"
      tone="sand"
      eyebrow="Calculadora"
      title="¿Cuánto te ahorras?"
      lead="Escribe el precio al que quieres vender y compara lo que pagarías a una agencia tradicional con lo que pagas con nosotros."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <form
          method="get"
          action="/#calculadora"
          // With JavaScript the figures already follow the typing; Enter must not reload the page.
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-card"
        >
          <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft">
            <Calculator aria-hidden="true" className="size-5 text-primary" />
          </span>
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>Precio de venta de tu vivienda</Label>
            <div className="relative">
              <Input
                id={inputId}
                name="precio"
                inputMode="numeric"
                autoComplete="off"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                aria-describedby={showError ? `${hintId} ${errorId}` : hintId}
                aria-invalid={showError || undefined}
                className="pr-10 text-lg tabular-nums"
              />
              <span
                aria-hidden="true"
                className="-translate-y-1/2 absolute top-1/2 right-4 text-muted-foreground"
              >
                €
              </span>
            </div>
            <p id={hintId} className="text-muted-foreground text-sm">
              En euros, por ejemplo 200.000
            </p>
            {showError ? (
              <p id={errorId} className="font-medium text-destructive text-sm">
                Escribe un precio entre 1 € y {formatPrice(MAX_CALCULATOR_PRICE)}.
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="outline" className="w-fit">
            Calcular
          </Button>
        </form>

        <div className="rounded-2xl border border-border bg-card p-6 shadow-card">
          <output htmlFor={inputId} aria-live="polite" className="block">
            {estimate ? (
              <span className="block text-lg">
                Con {brandName} te ahorras{" "}
                <strong className="font-bold text-accent text-2xl">
                  entre {euros(estimate.savingMin.base)} y {euros(estimate.savingMax.base)}
                </strong>{" "}
                + IVA vendiendo tu vivienda por {formatPrice(estimate.price)}.
              </span>
            ) : (
              <span className="block text-lg text-muted-foreground">
                Escribe un precio para ver tu ahorro.
              </span>
            )}
          </output>
          {estimate ? (
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl bg-muted p-4">
                <dt className="font-semibold text-muted-foreground">
                  Agencia tradicional ({AGENCY_RATE_MIN_PERCENT} % – {AGENCY_RATE_MAX_PERCENT} %)
                </dt>
                <dd className="mt-2 font-bold text-2xl tabular-nums">
                  {range(estimate.agencyMin, estimate.agencyMax, "base")}
                  <span className="font-normal text-base"> + IVA</span>
                </dd>
                <dd className="mt-1 text-muted-foreground text-sm">
                  {range(estimate.agencyMin, estimate.agencyMax, "total")} con IVA
                </dd>
              </div>
              <div className="rounded-xl bg-primary-soft p-4">
                <dt className="font-semibold text-primary">{brandName}</dt>
                <dd className="mt-2 font-bold text-2xl tabular-nums">
                  {range(estimate.zaguanMarketingOnly, estimate.zaguanWithSuccessFee, "base")}
                  <span className="font-normal text-base"> + IVA</span>
                </dd>
                <dd className="mt-1 text-muted-foreground text-sm">
                  {range(estimate.zaguanMarketingOnly, estimate.zaguanWithSuccessFee, "total")} con IVA: la
                  campaña, más la comisión de éxito solo si el comprador llega por nosotros
                </dd>
              </div>
            </dl>
          ) : null}
          <p className="mt-6 text-muted-foreground text-sm">
            IVA del {IVA_PERCENT} % en ambos casos. El ahorro mínimo compara la agencia más barata con
            nuestras dos tarifas; el máximo, la más cara con la campaña sola.
          </p>
        </div>
      </div>
    </Section>
  );
}
