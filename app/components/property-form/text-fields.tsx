import type * as React from "react";
import { type AnyField, controlProps, FieldShell } from "#app/components/forms/field-shell";
import { Input, Textarea } from "#app/components/ui/input";
import { CATASTRO_URL } from "#app/domain/sale/external-links";

type TextFieldProps = Omit<React.ComponentProps<"input">, "name" | "id" | "form" | "defaultValue"> & {
  field: AnyField;
  label: string;
  isRequired?: boolean;
  hint?: React.ReactNode;
  className?: string;
};

/** A one-line field of the property form (title, address, price, phone…). */
export function TextField({ field, label, isRequired, hint, className, ...props }: TextFieldProps) {
  return (
    <FieldShell field={field} label={label} isRequired={isRequired} hint={hint} className={className}>
      <Input
        {...controlProps(field, { hasHint: Boolean(hint) })}
        aria-required={isRequired || undefined}
        {...props}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<React.ComponentProps<"textarea">, "name" | "id" | "form" | "defaultValue"> & {
  field: AnyField;
  label: string;
  hint?: React.ReactNode;
  /** Beside the label, e.g. the chatbot prompt helper. */
  action?: React.ReactNode;
  className?: string;
};

export function TextAreaField({ field, label, hint, action, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell
      field={field}
      label={label}
      hint={hint}
      className={className}
      footer={action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
    >
      <Textarea {...controlProps(field, { hasHint: Boolean(hint) })} {...props} />
    </FieldShell>
  );
}

/** Title of the advert. */
export function TitleField({ field }: { field: AnyField }) {
  return (
    <TextField
      field={field}
      label="Título del anuncio"
      isRequired
      maxLength={120}
      placeholder="Ej.: Piso luminoso con terraza"
      autoComplete="off"
    />
  );
}

export function AddressField({ field }: { field: AnyField }) {
  return (
    <TextField
      field={field}
      label="Dirección"
      isRequired
      maxLength={200}
      autoComplete="street-address"
      hint="Calle, número y localidad. En el anuncio público no se muestra el piso ni la puerta si no los escribes."
    />
  );
}

/** Whole euros; dots as thousands separators are understood ('250.000'). */
export function PriceField({ field }: { field: AnyField }) {
  return (
    <TextField
      field={field}
      label="Precio de venta (€)"
      isRequired
      inputMode="numeric"
      autoComplete="off"
      placeholder="Ej.: 250000"
    />
  );
}

/** Bedrooms, bathrooms and built size: whole numbers (a home needs its size to be published). */
export function RoomsFields({
  bedrooms,
  bathrooms,
  size,
}: {
  bedrooms: AnyField;
  bathrooms: AnyField;
  size: AnyField;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <TextField
        field={bedrooms}
        label="Dormitorios"
        type="number"
        inputMode="numeric"
        min={0}
        max={50}
        step={1}
      />
      <TextField
        field={bathrooms}
        label="Baños"
        type="number"
        inputMode="numeric"
        min={0}
        max={50}
        step={1}
      />
      <TextField
        field={size}
        label="Superficie construida (m²)"
        isRequired
        className="col-span-2 sm:col-span-1"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
      />
    </div>
  );
}

/** Asked only while the profile has no DNI; it is saved to the profile, never published. */
export function DniField({ field }: { field: AnyField }) {
  return (
    <TextField
      field={field}
      label="DNI o NIE"
      isRequired
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={12}
      hint="Lo guardaremos en tu perfil para el contrato. No aparece en el anuncio."
    />
  );
}

/** Step 4 and the agency listing: 20 characters, checked with their control letters. */
export function CatastralReferenceField({ field }: { field: AnyField }) {
  return (
    <TextField
      field={field}
      label="Referencia catastral"
      isRequired
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={24}
      hint={
        <>
          Son 20 caracteres (p. ej. 9872023VH5797S0001WX). La encontrarás en el recibo del IBI o en la{" "}
          <a
            href={CATASTRO_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            Sede Electrónica del Catastro
          </a>
          . Es privada: no se publica en el anuncio.
        </>
      }
    />
  );
}
