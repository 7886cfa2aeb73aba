import type * as React from "react";
import type { AnyField } from "#app/components/forms/field-shell";
import { SelectField } from "#app/components/property-form/choice-fields";
import { TextField } from "#app/components/property-form/text-fields";
import { MARITAL_LABELS, MARITAL_STATUSES, type MaritalStatus } from "#app/domain/sale/arras";

export const groupClass = "flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4";
export const legendClass = "px-1 font-semibold text-foreground";

/** Civil status and regime: a native select, so it works before the page's script and on any phone. */
function MaritalStatusField({
  field,
  label,
  isRequired,
}: {
  field: AnyField;
  label: string;
  isRequired?: boolean;
}) {
  return (
    <SelectField
      field={field}
      label={label}
      isRequired={isRequired}
      options={MARITAL_STATUSES}
      labelOf={(status) => MARITAL_LABELS[status as MaritalStatus]}
      placeholder="Elige…"
    />
  );
}

type PartyFields = Record<`${"1" | "2"}${"Name" | "Id" | "Domicile" | "MaritalStatus"}`, AnyField>;

/** The form's fields of one side, keyed without the side ('1Name', '2Domicile'…). */
export function partyFieldsOf(fields: Record<string, AnyField>, side: "seller" | "buyer"): PartyFields {
  const keys = [
    "1Name",
    "1Id",
    "1Domicile",
    "1MaritalStatus",
    "2Name",
    "2Id",
    "2Domicile",
    "2MaritalStatus",
  ] as const;
  return Object.fromEntries(keys.map((key) => [key, fields[`${side}${key}`]])) as PartyFields;
}

const COPY = {
  seller: { legend: "Parte vendedora", second: "Segunda persona que vende (si la hay)" },
  buyer: { legend: "Parte compradora", second: "Segunda persona que compra (si la hay)" },
} as const;

/**
 * One side of the contract: the first person (required) and an optional second one, each with
 * DNI/NIE, domicile and civil status, as the notary will write them. `children` adds what belongs
 * to the side as a whole (the seller's tax residence).
 */
export function ArrasPartyFields({
  side,
  fields,
  children,
}: {
  side: "seller" | "buyer";
  fields: PartyFields;
  children?: React.ReactNode;
}) {
  const copy = COPY[side];
  // The buyer writes their own DNI, domicile and civil status when signing online; the seller may start them.
  const isOwnPart = side === "seller";
  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>{copy.legend}</legend>
      {isOwnPart ? null : (
        <p className="mb-3 text-muted-foreground text-sm">
          Si lo firmáis en línea, el comprador escribe él mismo su DNI o NIE, domicilio y estado civil antes
          de firmar: puedes dejarlos en blanco.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields["1Name"]}
          label="Nombre y apellidos"
          isRequired
          autoComplete={side === "seller" ? "name" : "off"}
        />
        <TextField field={fields["1Id"]} label="DNI o NIE" isRequired={isOwnPart} autoComplete="off" />
        <TextField
          field={fields["1Domicile"]}
          label="Domicilio"
          isRequired={isOwnPart}
          maxLength={200}
          autoComplete={side === "seller" ? "street-address" : "off"}
        />
        <MaritalStatusField field={fields["1MaritalStatus"]} label="Estado civil" isRequired={isOwnPart} />
        <TextField field={fields["2Name"]} label={copy.second} autoComplete="off" />
        <TextField field={fields["2Id"]} label="Su DNI o NIE" autoComplete="off" />
        <TextField
          field={fields["2Domicile"]}
          label="Su domicilio"
          hint="Déjalo en blanco si es el mismo."
          maxLength={200}
          autoComplete="off"
        />
        <MaritalStatusField field={fields["2MaritalStatus"]} label="Su estado civil" />
      </div>
      {children}
    </fieldset>
  );
}
