import { toggleFieldError } from "#app/components/forms/field-script";
import { type SavingsFigures, savingsFigures } from "#app/components/home/savings-figures";

/**
 * The landing's savings calculator answers as the owner types; without this the form reloads the
 * page with ?precio=. The same `savingsFigures` draws the server's first answer.
 */
export function enhanceCalculator() {
  const calculator = document.querySelector<HTMLElement>("[data-calculator]");
  const input = calculator?.querySelector<HTMLInputElement>("[data-calc-input]");
  const error = calculator?.querySelector<HTMLElement>("[data-field-error]");
  if (!calculator || !input || !error) return;
  const update = () => {
    const figures = savingsFigures(input.value);
    const showError = input.value.trim() !== "" && !figures;
    for (const part of calculator.querySelectorAll<HTMLElement>("[data-calc-result]")) part.hidden = !figures;
    for (const part of calculator.querySelectorAll<HTMLElement>("[data-calc-empty]"))
      part.hidden = Boolean(figures);
    toggleFieldError(input, error, showError);
    if (!figures) return;
    for (const field of calculator.querySelectorAll<HTMLElement>("[data-calc]")) {
      field.textContent = figures[field.dataset.calc as keyof SavingsFigures];
    }
  };
  input.addEventListener("input", update);
  // The figures already follow the typing: Enter must not reload the page.
  input.form?.addEventListener("submit", (event) => {
    event.preventDefault();
    update();
  });
}
