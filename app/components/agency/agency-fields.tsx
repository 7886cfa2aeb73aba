import { useState } from "react";
import { type AnyField, controlProps, FieldShell } from "#app/components/forms/field-shell";
import { TextField } from "#app/components/property-form/text-fields";
import { Input } from "#app/components/ui/input";
import { AGENCY_DETAIL_LABELS } from "#app/domain/agency/agency-details.schema";
import { type CommissionMode, clearOtherCommission } from "#app/domain/agency/commission";

export type AgencyDetailFields = {
  company_name: AnyField;
  company_nif: AnyField;
  company_address: AnyField;
  legal_rep_name: AnyField;
  legal_rep_dni: AnyField;
};

/** The five agency details, all required. */
export function AgencyDetailsFields({
  fields,
  disabled,
}: {
  fields: AgencyDetailFields;
  disabled?: boolean;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <TextField
        field={fields.company_name}
        label={AGENCY_DETAIL_LABELS.company_name}
        isRequired
        autoComplete="organization"
        disabled={disabled}
      />
      <TextField
        field={fields.company_nif}
        label={AGENCY_DETAIL_LABELS.company_nif}
        isRequired
        autoComplete="off"
        placeholder="Ej.: B12345674"
        disabled={disabled}
      />
      <TextField
        field={fields.company_address}
        label={AGENCY_DETAIL_LABELS.company_address}
        isRequired
        autoComplete="street-address"
        className="md:col-span-2"
        disabled={disabled}
      />
      <TextField
        field={fields.legal_rep_name}
        label={AGENCY_DETAIL_LABELS.legal_rep_name}
        isRequired
        autoComplete="name"
        disabled={disabled}
      />
      <TextField
        field={fields.legal_rep_dni}
        label={AGENCY_DETAIL_LABELS.legal_rep_dni}
        isRequired
        autoComplete="off"
        placeholder="Ej.: 12345678Z"
        disabled={disabled}
      />
    </div>
  );
}

const initial = (field: AnyField) => (typeof field.initialValue === "string" ? field.initialValue : "");

/**
 * The agreed commission: a percentage (step 0.1) or a fixed amount in euros. Typing in one clears
 * the other, so only one reaches the server.
 */
export function CommissionFields({ percentage, fixed }: { percentage: AnyField; fixed: AnyField }) {
  const [values, setValues] = useState({ percentage: initial(percentage), fixed: initial(fixed) });
  const change = (mode: CommissionMode, value: string) =>
    setValues((current) => clearOtherCommission({ ...current, [mode]: value }, mode));
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="font-medium text-foreground text-sm">
        Comisión pactada con el propietario
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      </legend>
      <p className="text-muted-foreground text-sm">Indica un porcentaje o una cantidad fija, no las dos.</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FieldShell field={percentage} label="Porcentaje (%)">
          <Input
            {...controlProps(percentage, { keepValue: false })}
            type="number"
            inputMode="decimal"
            step={0.1}
            min={0.1}
            max={20}
            placeholder="Ej.: 4,5"
            value={values.percentage}
            onChange={(event) => change("percentage", event.currentTarget.value)}
          />
        </FieldShell>
        <FieldShell field={fixed} label="Cantidad fija (€)">
          <Input
            {...controlProps(fixed, { keepValue: false })}
            inputMode="numeric"
            placeholder="Ej.: 9000"
            value={values.fixed}
            onChange={(event) => change("fixed", event.currentTarget.value)}
          />
        </FieldShell>
      </div>
    </fieldset>
  );
}
