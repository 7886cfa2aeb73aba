import type { FieldMetadata } from "@conform-to/react";
import type * as React from "react";
import { Label } from "#app/components/ui/label";
import { cn } from "#app/lib/utils";

/**
 * Any field of a Conform form, whatever its value type: the shared property fields are used by
 * forms with different schemas (the private listing, the agency listing).
 */
// biome-ignore lint/suspicious/noExplicitAny: field metadata is invariant in its value type; these components only read ids, names, errors and initial values
export type AnyField = FieldMetadata<any, any, string[]>;

/**
 * What the frame reads from a field: its ids, its name and form, its errors, its first value.
 * Conform's field metadata is one; `plainField` makes one for a form without Conform.
 */
export type FieldRef = {
  id: string;
  errorId: string;
  errors?: string[] | undefined;
  name?: string;
  formId?: string;
  initialValue?: unknown;
};

/**
 * A field of a form without Conform (a GET form, a staff form, a refusal the server sends back):
 * its control's id, its name, the error to show (none when empty) and the value to show again.
 */
export function plainField({
  id,
  name,
  error,
  value,
}: {
  id: string;
  name?: string;
  error?: string | readonly string[] | null;
  value?: string;
}): FieldRef {
  const errors = (typeof error === "string" ? [error] : [...(error ?? [])]).filter(Boolean);
  return {
    id,
    name,
    errorId: `${id}-error`,
    errors: errors.length ? errors : undefined,
    initialValue: value,
  };
}

export function hintIdOf(field: FieldRef) {
  return `${field.id}-hint`;
}

/** aria-describedby for a control: its hint, and its error when there is one. */
export function describedBy(field: FieldRef, hasHint: boolean): string | undefined {
  const ids = [hasHint ? hintIdOf(field) : null, field.errors?.length ? field.errorId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function initialText(field: FieldRef): string | undefined {
  return typeof field.initialValue === "string" ? field.initialValue : undefined;
}

/** What a text control needs from its field: ids, name, form, its value, and the ARIA wiring. */
export function controlProps(field: FieldRef, { hasHint = false, keepValue = true } = {}) {
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    defaultValue: keepValue ? initialText(field) : undefined,
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": describedBy(field, hasHint),
  } as const;
}

/**
 * What each radio or checkbox of a `ChoiceGroup` needs: its name, its form, and whether the answer
 * is refused. The group's fieldset carries the hint and the error (`aria-describedby`).
 */
export function choiceProps(field: FieldRef) {
  return {
    name: field.name,
    form: field.formId,
    "aria-invalid": field.errors?.length ? true : undefined,
  } as const;
}

type ErrorProps = {
  field: FieldRef;
  /** A refusal the server sends back to a page without Conform: read out when it appears. */
  announce?: boolean;
  /**
   * An error the page's script shows and hides as the user types (public pages run no React):
   * always in the page, hidden until it applies, marked `data-field-error` for the script.
   */
  liveError?: string;
  className?: string;
};

/**
 * A field's first error, with the id its control points at. Inside the frames below; on its own
 * only where a layout puts the error away from its control (a row of controls and a button).
 */
export function FieldError({ field, announce = false, liveError, className }: ErrorProps) {
  const error = field.errors?.[0];
  if (!error && liveError === undefined) return null;
  return (
    <p
      id={field.errorId}
      role={announce ? "alert" : undefined}
      data-field-error={liveError === undefined ? undefined : ""}
      hidden={error ? undefined : true}
      className={cn("font-medium text-destructive text-sm", className)}
    >
      {error ?? liveError}
    </p>
  );
}

function FieldHint({ field, hint }: { field: FieldRef; hint: React.ReactNode }) {
  return hint ? (
    <p id={hintIdOf(field)} className="text-muted-foreground text-sm">
      {hint}
    </p>
  ) : null;
}

type FieldShellProps = Omit<ErrorProps, "className"> & {
  label: string;
  /** Marked with * ('completa todos los campos obligatorios (*)'). */
  isRequired?: boolean;
  hint?: React.ReactNode;
  /** The hint reads before the control (a rule to follow while typing) rather than after it. */
  hintAbove?: boolean;
  className?: string;
  children: React.ReactNode;
  /** Below the hint and the error, e.g. a helper button. */
  footer?: React.ReactNode;
};

/**
 * The one frame of a form field: label, control, hint and the first error, wired for screen readers
 * (the control carries the ids: `controlProps` or `describedBy`). `FormField`, `TextareaField` and
 * `NativeSelectField` put an input, a text area or a select in it; `ChoiceGroup` and `CheckField`
 * are its variants for radios and checkboxes.
 */
export function FieldShell({
  field,
  label,
  isRequired,
  hint,
  hintAbove = false,
  className,
  children,
  footer,
  announce,
  liveError,
}: FieldShellProps) {
  const hintLine = <FieldHint field={field} hint={hint} />;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={field.id}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {hintAbove ? hintLine : null}
      {children}
      {hintAbove ? null : hintLine}
      <FieldError field={field} announce={announce} liveError={liveError} />
      {footer}
    </div>
  );
}

/**
 * The frame of a group of radios or checkboxes answering one question: a fieldset named by its
 * legend and described by its hint and its first error. Each option spreads `choiceProps`.
 */
export function ChoiceGroup({
  field,
  legend,
  hint,
  className,
  legendClassName,
  children,
}: {
  field: FieldRef;
  legend: string;
  hint?: React.ReactNode;
  className?: string;
  legendClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      className={cn("flex flex-col gap-2", className)}
      aria-describedby={describedBy(field, Boolean(hint))}
    >
      <legend className={cn("mb-2 font-medium text-foreground text-sm", legendClassName)}>{legend}</legend>
      {children}
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
    </fieldset>
  );
}

/**
 * The frame of one checkbox (a consent): the box, its label beside it, and its first error.
 * The box spreads `controlProps(field, { keepValue: false })`.
 */
export function CheckField({
  field,
  label,
  children,
}: {
  field: FieldRef;
  label: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        {children}
        <label htmlFor={field.id} className="text-foreground text-sm leading-snug">
          {label}
        </label>
      </div>
      <FieldError field={field} />
    </div>
  );
}
