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
import { formatCents } from "#app/lib/format";
import { formatCentsIn, formatNumberIn } from "#app/lib/i18n/format";
import { DEFAULT_LOCALE } from "#app/lib/i18n/locales";
import type { MessageKey } from "#app/lib/i18n/translate";
import { localePathTo, ROUTES } from "#app/urls";
import { useListingWords } from "./listing-words";

type Field = keyof MortgageInput;

/** `pattern` stops a malformed value in the browser, with or without JavaScript; the server checks again. */
const FIELDS: {
  field: Field;
  label: MessageKey;
  /** A symbol, or the catalogue's word for it. */
  unit: "€" | "%" | MessageKey;
  inputMode: "numeric" | "decimal";
  pattern: string;
}[] = [
  { field: "price", label: "mortgage.price", unit: "€", inputMode: "numeric", pattern: "[0-9. ]{1,13}" },
  {
    field: "downPaymentPercent",
    label: "mortgage.downPayment",
    unit: "%",
    inputMode: "numeric",
    pattern: "[0-9]{1,3}",
  },
  {
    field: "annualRatePercent",
    label: "mortgage.rate",
    unit: "mortgage.unit.rate",
    inputMode: "decimal",
    pattern: "[0-9]{1,2}([.,][0-9]{1,2})?",
  },
  {
    field: "years",
    label: "mortgage.years",
    unit: "mortgage.unit.years",
    inputMode: "numeric",
    pattern: "[0-9]{1,2}",
  },
];

const rateText = (percent: number) => String(percent).replace(".", ",");

/**
 * Another language's reader groups thousands their own way and may type the euro sign first
 * ('€245,000', '245 000 €'); the script and the server read it (`parseMortgageField`).
 */
const READER_PRICE_PATTERN = "[0-9., \u00a0\u202f€]{1,17}";

/**
 * The monthly payment for this listing, first for the page's example. Without JavaScript the GET
 * form asks the server for the buyer's own figures (routes/public/property-mortgage.tsx: a page of
 * its own, outside the shared page cache); app/enhance/mortgage.ts recomputes them in place as the
 * buyer types, with the same `mortgageFigures`.
 */
export function MortgageCalculator({
  listingId,
  input,
  retry = null,
}: {
  listingId: string;
  input: MortgageInput;
  /** The fields as typed, when the price could mean cents and is asked again. */
  retry?: Record<Field, string> | null;
}) {
  const { t, price: formatPrice, locale } = useListingWords();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const figures = mortgageFigures(input);
  const rangeMessage = t("mortgage.error", {
    min: formatPrice(MORTGAGE_LIMITS.price.min),
    max: formatPrice(MORTGAGE_LIMITS.price.max),
    rateMax: MORTGAGE_LIMITS.annualRatePercent.max,
    yearsMax: MORTGAGE_LIMITS.years.max,
  });
  // A Spanish page reads every price the Spanish way: it never has to ask.
  const ambiguousMessage = locale === DEFAULT_LOCALE ? undefined : t("mortgage.ambiguous");
  const values: Record<Field, string> = retry ?? {
    price: String(input.price),
    downPaymentPercent: String(input.downPaymentPercent),
    // A decimal as the reader writes it: '3,5' in Spanish, '3.5' in English.
    annualRatePercent:
      locale === DEFAULT_LOCALE
        ? rateText(input.annualRatePercent)
        : formatNumberIn(locale, input.annualRatePercent),
    years: String(input.years),
  };
  return (
    <div
      data-mortgage-calculator
      // How the script writes the figures it recomputes; Spanish is its own.
      data-locale={locale === DEFAULT_LOCALE ? undefined : locale}
      className="flex flex-col gap-4"
    >
      <h3 id="hipoteca" className="scroll-mt-24 text-xl">
        {t("mortgage.title")}
      </h3>
      <form
        method="get"
        action={`${localePathTo(locale, ROUTES.propertyMortgage, { id: listingId })}#hipoteca`}
        className="grid grid-cols-2 gap-3"
      >
        {FIELDS.map(({ field, label, unit, inputMode, pattern }) => (
          <div key={field} className="flex flex-col gap-1.5">
            <Label htmlFor={`${baseId}-${field}`}>
              {t(label)}{" "}
              <span className="text-muted-foreground">({unit === "€" || unit === "%" ? unit : t(unit)})</span>
            </Label>
            <Input
              id={`${baseId}-${field}`}
              name={MORTGAGE_PARAMS[field]}
              inputMode={inputMode}
              pattern={field === "price" && locale !== DEFAULT_LOCALE ? READER_PRICE_PATTERN : pattern}
              autoComplete="off"
              required
              defaultValue={values[field]}
              aria-describedby={errorId}
              className="tabular-nums"
            />
          </div>
        ))}
        <Button type="submit" variant="outline" className="col-span-2 w-fit" data-mortgage-submit>
          {t("mortgage.calculate")}
        </Button>
      </form>
      <output aria-live="polite" className="block rounded-lg bg-muted/70 p-4">
        <span data-mortgage-result hidden={retry !== null} className="block">
          {t("mortgage.result")}{" "}
          <strong data-mortgage="monthlyPayment" className="font-bold text-2xl text-primary tabular-nums">
            {locale === "es"
              ? formatCents(Math.round(figures.monthlyPayment * 100))
              : formatCentsIn(locale, Math.round(figures.monthlyPayment * 100))}
          </strong>
          <span className="block text-muted-foreground text-sm">
            {t("mortgage.loan")} <span data-mortgage="loan">{formatPrice(figures.loan)}</span>{" "}
            {t("mortgage.after")} <span data-mortgage="downPayment">{formatPrice(figures.downPayment)}</span>.
          </span>
        </span>
        {/* The script says which of the two messages applies as the buyer types. */}
        <span
          id={errorId}
          data-mortgage-error
          data-range={ambiguousMessage ? rangeMessage : undefined}
          data-ambiguous={ambiguousMessage}
          hidden={retry === null}
          className="block font-medium text-destructive"
        >
          {retry && ambiguousMessage ? ambiguousMessage : rangeMessage}
        </span>
      </output>
      <p className="text-muted-foreground text-sm">
        {t("mortgage.formula")}
        <sup>−n</sup>
        {t("mortgage.formulaEnd", {
          rate:
            locale === "es"
              ? rateText(MORTGAGE_DEFAULTS.annualRatePercent)
              : formatNumberIn(locale, MORTGAGE_DEFAULTS.annualRatePercent),
        })}
      </p>
    </div>
  );
}
