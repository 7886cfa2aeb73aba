import type { AlertFrequency } from "#app/db/schema/buyer-alerts";
import { ALERT_FREQUENCY_OPTIONS } from "#app/domain/alerts/saved-searches";

/**
 * 'Al momento', 'Resumen diario', 'Desactivada' as radio buttons: a group with its legend, so a
 * screen reader says what is being chosen; big enough to tap on a phone.
 */
export function AlertFrequencyFieldset({
  legend,
  name = "frequency",
  value,
  idPrefix,
  labels,
}: {
  legend: string;
  name?: string;
  value: AlertFrequency;
  idPrefix: string;
  /** The choices in the reader's language (the buyer's space); Spanish unless told. */
  labels?: Record<AlertFrequency, string>;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-foreground text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {ALERT_FREQUENCY_OPTIONS.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={option.value === value}
                className="size-4 accent-[var(--color-primary)]"
              />
              {labels?.[option.value] ?? option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
