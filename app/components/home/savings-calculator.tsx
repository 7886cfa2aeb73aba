import { Calculator } from "lucide-react";
import { useId } from "react";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { type SavingsFigures, savingsFigures } from "#app/components/home/savings-figures";
import { Section } from "#app/components/marketing/section";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { IVA_PERCENT } from "#app/domain/payments/pricing";
import { AGENCY_RATE_MAX_PERCENT, AGENCY_RATE_MIN_PERCENT, MAX_CALCULATOR_PRICE } from "#app/domain/savings";
import { formatPrice } from "#app/lib/format";

/**
 * What a 3 %–7 % agency would charge against our fixed fees, for the price the owner types.
 * A GET form (the page reloads with ?precio=); the landing's enhancement script updates the
 * figures as the owner types (app/enhance/calculator.ts). The arithmetic is `estimateSavings`.
 */
export function SavingsCalculator({ initialPrice, brandName }: { initialPrice: string; brandName: string }) {
  const inputId = useId();
  const figures = savingsFigures(initialPrice);
  const showError = initialPrice.trim() !== "" && !figures;
  const errorText = `Escribe un precio entre 1 € y ${formatPrice(MAX_CALCULATOR_PRICE)}.`;
  const price = plainField({
    id: inputId,
    name: "precio",
    error: showError ? errorText : null,
    value: initialPrice,
  });
  const show = (name: keyof SavingsFigures) => <span data-calc={name}>{figures?.[name]}</span>;

  return (
    <Section
      id="calculadora"
      tone="sand"
      eyebrow="Calculadora"
      title="¿Cuánto te ahorras?"
      lead="Escribe el precio al que quieres vender y compara lo que pagarías a una agencia tradicional con lo que pagas con nosotros."
    >
      <div data-calculator className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
        <form
          method="get"
          action="/#calculadora"
          className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-card"
        >
          <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft">
            <Calculator aria-hidden="true" className="size-5 text-primary" />
          </span>
          <FieldShell
            field={price}
            label="Precio de venta de tu vivienda"
            hint="En euros, por ejemplo 200.000"
            liveError={errorText}
          >
            <div className="relative">
              <Input
                {...controlProps(price, { hasHint: true })}
                inputMode="numeric"
                autoComplete="off"
                data-calc-input
                className="pr-10 text-lg tabular-nums"
              />
              <span
                aria-hidden="true"
                className="-translate-y-1/2 absolute top-1/2 right-4 text-muted-foreground"
              >
                €
              </span>
            </div>
          </FieldShell>
          <Button type="submit" variant="outline" className="w-fit">
            Calcular
          </Button>
        </form>

        <div className="rounded-2xl border border-border bg-card p-6 shadow-card">
          <output htmlFor={inputId} aria-live="polite" className="block">
            <span data-calc-result hidden={!figures} className="block text-lg">
              Con {brandName} te ahorras{" "}
              <strong className="font-bold text-accent text-2xl">{show("saving")}</strong> + IVA vendiendo tu
              vivienda por {show("price")}.
            </span>
            <span data-calc-empty hidden={Boolean(figures)} className="block text-lg text-muted-foreground">
              Escribe un precio para ver tu ahorro.
            </span>
          </output>
          <dl data-calc-result hidden={!figures} className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-muted p-4">
              <dt className="font-semibold text-muted-foreground">
                Agencia tradicional ({AGENCY_RATE_MIN_PERCENT} % – {AGENCY_RATE_MAX_PERCENT} %)
              </dt>
              <dd className="mt-2 font-bold text-2xl tabular-nums">
                {show("agencyBase")}
                <span className="font-normal text-base"> + IVA</span>
              </dd>
              <dd className="mt-1 text-muted-foreground text-sm">{show("agencyTotal")} con IVA</dd>
            </div>
            <div className="rounded-xl bg-primary-soft p-4">
              <dt className="font-semibold text-primary">{brandName}</dt>
              <dd className="mt-2 font-bold text-2xl tabular-nums">
                {show("zaguanBase")}
                <span className="font-normal text-base"> + IVA</span>
              </dd>
              <dd className="mt-1 text-muted-foreground text-sm">
                {show("zaguanTotal")} con IVA: la campaña, más la comisión de éxito solo si el comprador llega
                por nosotros
              </dd>
            </div>
          </dl>
          <p className="mt-6 text-muted-foreground text-sm">
            IVA del {IVA_PERCENT} % en ambos casos. El ahorro mínimo compara la agencia más barata con
            nuestras dos tarifas; el máximo, la más cara con la campaña sola.
          </p>
        </div>
      </div>
    </Section>
  );
}
