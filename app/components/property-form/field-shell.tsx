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
  className?: string;
  children: React.ReactNode;
  /** Below the hint and the error, e.g. a helper button. */
  footer?: React.ReactNode;
};

/** Label, control, hint and the first error, wired for screen readers (the control carries the ids). */
export function FieldShell({ field, label, isRequired, hint, className, children, footer }: FieldShellProps) {
  const error = field.errors?.[0];
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
      {children}
      {hint ? (
        <p id={hintIdOf(field)} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
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
