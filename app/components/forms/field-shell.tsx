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

export function hintIdOf(field: AnyField) {
  return `${field.id}-hint`;
}

type FieldShellProps = {
  field: AnyField;
  label: string;
  /** Marked with * (spec §5: 'completa todos los campos obligatorios (*)'). */
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
 * (the control carries the ids: `controlProps` or `describedBy`). `FormField` and `TextareaField`
 * put an input or a text area in it.
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
}: FieldShellProps) {
  const error = field.errors?.[0];
  const hintLine = hint ? (
    <p id={hintIdOf(field)} className="text-muted-foreground text-sm">
      {hint}
    </p>
  ) : null;
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
      {error ? (
        <p id={field.errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {footer}
    </div>
  );
}

/** aria-describedby for a control: its hint, and its error when there is one. */
export function describedBy(field: AnyField, hasHint: boolean): string | undefined {
  const ids = [hasHint ? hintIdOf(field) : null, field.errors?.length ? field.errorId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function initialText(field: AnyField): string | undefined {
  return typeof field.initialValue === "string" ? field.initialValue : undefined;
}

/** What a text control needs from its field: ids, name, form, its value, and the ARIA wiring. */
export function controlProps(field: AnyField, { hasHint = false, keepValue = true } = {}) {
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    defaultValue: keepValue ? initialText(field) : undefined,
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": describedBy(field, hasHint),
  } as const;
}
