import { toggleFieldError } from "#app/components/forms/field-script";
import {
  isMortgagePriceAmbiguous,
  MORTGAGE_PARAMS,
  type MortgageFigures,
  type MortgageInput,
  mortgageFigures,
  parseMortgageField,
  parseMortgageInput,
} from "#app/domain/listings/mortgage";
import { formatCents, formatPrice } from "#app/lib/format";
import { formatCentsIn, formatPriceIn } from "#app/lib/i18n/format";
import { isLocale, type Locale } from "#app/lib/i18n/locales";

type Shown = Record<keyof MortgageFigures, (figures: MortgageFigures) => string>;

/** The figures as the page writes them: Spanish by the site's own formatters, others by their reader's. */
function shownIn(locale: Locale | null): Shown {
  const cents = (euros: number) => Math.round(euros * 100);
  if (!locale)
    return {
      monthlyPayment: (figures) => formatCents(cents(figures.monthlyPayment)),
      loan: (figures) => formatPrice(figures.loan),
      downPayment: (figures) => formatPrice(figures.downPayment),
    };
  return {
    monthlyPayment: (figures) => formatCentsIn(locale, cents(figures.monthlyPayment)),
    loan: (figures) => formatPriceIn(locale, figures.loan),
    downPayment: (figures) => formatPriceIn(locale, figures.downPayment),
  };
}

/**
 * The listing's mortgage payment answers as the buyer types; without this the form reloads the
 * listing with its parameters and the server computes the same `mortgageFigures`.
 */
export function enhanceMortgage() {
  const calculator = document.querySelector<HTMLElement>("[data-mortgage-calculator]");
  const form = calculator?.querySelector("form");
  const result = calculator?.querySelector<HTMLElement>("[data-mortgage-result]");
  const error = calculator?.querySelector<HTMLElement>("[data-mortgage-error]");
  if (!calculator || !form || !result || !error) return;
  // A page in another language says which (data-locale); a Spanish one says nothing.
  const pageLocale = calculator.dataset.locale;
  const locale = isLocale(pageLocale) ? pageLocale : null;
  const SHOWN = shownIn(locale);
  // Such a page also says how to ask again for a price that could mean cents.
  const { range, ambiguous } = error.dataset;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const names = Object.keys(MORTGAGE_PARAMS) as (keyof MortgageInput)[];
  const update = () => {
    const texts = {} as Record<keyof MortgageInput, string>;
    for (const name of names) {
      const element = field(MORTGAGE_PARAMS[name]);
      texts[name] = element?.value ?? "";
      // Each wrong field is marked and described by the one message that names every range.
      if (element)
        toggleFieldError(element, error, parseMortgageField(name, texts[name], locale ?? undefined) === null);
    }
    if (locale && range && ambiguous)
      error.textContent = isMortgagePriceAmbiguous(locale, texts.price) ? ambiguous : range;
    const input = parseMortgageInput(texts, locale ?? undefined);
    result.hidden = !input;
    error.hidden = Boolean(input);
    if (!input) return;
    const figures = mortgageFigures(input);
    for (const part of calculator.querySelectorAll<HTMLElement>("[data-mortgage]")) {
      const name = part.dataset.mortgage as keyof MortgageFigures;
      if (Object.hasOwn(SHOWN, name)) part.textContent = SHOWN[name](figures);
    }
  };
  form.addEventListener("input", update);
  // The figures already follow the typing: the button must not reload the page.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update();
  });
}
