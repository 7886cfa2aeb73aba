import type * as React from "react";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import {
  CHECKED,
  RESIDENCE_OPTIONS,
  SALE_FIELDS,
  type SaleFieldKey,
  type SaleFormErrors,
  type SaleFormValues,
} from "#app/domain/taxes/sale-form";
import { cn } from "#app/lib/utils";

type FormProps = {
  values: SaleFormValues;
  errors: SaleFormErrors;
  /** Where the GET form goes: the public page, with the results anchor. */
  action: string;
  /** Keeps ids unique when the form is on a page with other forms. */
  idPrefix?: string;
  /** On /vender (hydrated) the result is computed in place instead of loading the public page. */
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
};

const HINTS: Partial<Record<SaleFieldKey, string>> = {
  saleCosts:
    "Lo que pagas tú al vender: cancelación registral de la hipoteca, certificado energético, gestoría…",
  purchaseCosts: "Notaría, registro, gestoría e impuestos (ITP o IVA y AJD) que pagaste al comprar.",
  improvements: "Obras que aumentaron el valor (reformas, ampliaciones); no el mantenimiento.",
  mortgage:
    "Lo que quedará por devolver el día de la firma. Si reinviertes, se descuenta de lo que tienes que reinvertir.",
  landCadastral:
    "Está en el recibo del IBI. Si no lo tienes a mano, déjalo en blanco: calculamos el resto sin la plusvalía.",
  totalCadastral: "Suelo más construcción, en el mismo recibo.",
  plusvaliaRate: "Lo fija la ordenanza fiscal de tu ayuntamiento; como máximo, el 30 %.",
  reinvestment:
    "Si compras otra vivienda habitual en los dos años antes o después de la venta. Solo para residentes en España, la UE o el EEE.",
};

function Field({
  field,
  values,
  errors,
  idPrefix,
  type = "text",
  unit,
}: {
  field: SaleFieldKey;
  values: SaleFormValues;
  errors: SaleFormErrors;
  idPrefix: string;
  type?: "text" | "date";
  unit?: "€" | "%";
}) {
  const hint = HINTS[field];
  const frame = plainField({
    id: `${idPrefix}${SALE_FIELDS[field].name}`,
    name: SALE_FIELDS[field].name,
    error: errors[field],
    value: values[field],
  });
  return (
    <FieldShell field={frame} label={SALE_FIELDS[field].label} hint={hint} className="min-w-0">
      <div className="relative">
        <Input
          {...controlProps(frame, { hasHint: Boolean(hint) })}
          type={type}
          inputMode={type === "text" ? "decimal" : undefined}
          autoComplete="off"
          className={cn("min-w-0 tabular-nums", unit && "pr-10")}
        />
        {unit ? (
          <span
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 right-4 text-muted-foreground"
          >
            {unit}
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
}

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    // min-w-0: a fieldset is as wide as its content by default, and a date input's content is wide:
    // inside step 5 or 6 on a phone the card would spill past its column.
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6">
      <legend className="px-1 font-semibold text-lg">{legend}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Check({
  field,
  values,
  idPrefix,
}: {
  field: "isSenior" | "isPrimaryResidence";
  values: SaleFormValues;
  idPrefix: string;
}) {
  const id = `${idPrefix}${SALE_FIELDS[field].name}`;
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        name={SALE_FIELDS[field].name}
        value={CHECKED}
        defaultChecked={values[field] === CHECKED}
        className="size-5 accent-primary"
      />
      <label htmlFor={id}>{SALE_FIELDS[field].label}</label>
    </div>
  );
}

/**
 * The sale calculator's inputs: a plain GET form, so it works without JavaScript and its URL is
 * the result's share link. Values come back from the server as typed, errors beside their field.
 */
export function SaleCalculatorForm({ values, errors, action, idPrefix = "", onSubmit }: FormProps) {
  const props = { values, errors, idPrefix };
  const residenceName = SALE_FIELDS.residence.name;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form method="get" action={action} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {hasErrors ? (
        <p role="alert" className="rounded-lg bg-destructive/10 p-4 font-medium text-destructive">
          Revisa los campos marcados para ver el cálculo.
        </p>
      ) : null}
      <Group legend="La venta">
        <Field field="salePrice" unit="€" {...props} />
        <Field field="saleCosts" unit="€" {...props} />
        <Field field="saleDate" type="date" {...props} />
        <Field field="mortgage" unit="€" {...props} />
      </Group>
      <Group legend="La compra">
        <Field field="purchasePrice" unit="€" {...props} />
        <Field field="purchaseCosts" unit="€" {...props} />
        <Field field="purchaseDate" type="date" {...props} />
        <Field field="improvements" unit="€" {...props} />
      </Group>
      <Group legend="Plusvalía municipal">
        <Field field="landCadastral" unit="€" {...props} />
        <Field field="totalCadastral" unit="€" {...props} />
        <Field field="plusvaliaRate" unit="%" {...props} />
      </Group>
      <Group legend="Tu situación">
        <div className="flex flex-col gap-3 sm:col-span-2">
          <Check field="isPrimaryResidence" {...props} />
          <Check field="isSenior" {...props} />
        </div>
        <Field field="reinvestment" unit="€" {...props} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-sm">{SALE_FIELDS.residence.label}</legend>
          {RESIDENCE_OPTIONS.map((option) => (
            <div key={option.value} className="flex items-center gap-3">
              <input
                id={`${idPrefix}${residenceName}-${option.value}`}
                type="radio"
                name={residenceName}
                value={option.value}
                defaultChecked={values.residence === option.value}
                className="size-5 accent-primary"
              />
              <label htmlFor={`${idPrefix}${residenceName}-${option.value}`}>{option.label}</label>
            </div>
          ))}
        </fieldset>
      </Group>
      <Button type="submit" size="lg" className="w-full sm:w-fit">
        Calcular lo que me queda
      </Button>
    </form>
  );
}
