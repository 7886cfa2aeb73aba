import { toggleFieldError } from "#app/components/forms/field-script";
import {
  MORTGAGE_PARAMS,
  type MortgageFigures,
  type MortgageInput,
  mortgageFigures,
  parseMortgageField,
  parseMortgageInput,
} from "#app/domain/listings/mortgage";
import { formatCents, formatPrice } from "#app/lib/format";

const SHOWN: Record<keyof MortgageFigures, (figures: MortgageFigures) => string> = {
  monthlyPayment: (figures) => formatCents(Math.round(figures.monthlyPayment * 100)),
  loan: (figures) => formatPrice(figures.loan),
  downPayment: (figures) => formatPrice(figures.downPayment),
};

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
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const names = Object.keys(MORTGAGE_PARAMS) as (keyof MortgageInput)[];
  const update = () => {
    const texts = {} as Record<keyof MortgageInput, string>;
    for (const name of names) {
      const element = field(MORTGAGE_PARAMS[name]);
      texts[name] = element?.value ?? "";
      // Each wrong field is marked and described by the one message that names every range.
      if (element) toggleFieldError(element, error, parseMortgageField(name, texts[name]) === null);
    }
    const input = parseMortgageInput(texts);
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
