import type { FieldMetadata } from "@conform-to/react";
import type * as React from "react";
import { Input, Textarea } from "#app/components/ui/input";
import { controlProps, FieldShell } from "./field-shell";

type FieldFrame = {
  label: string;
  field: FieldMetadata<string | undefined>;
  /** A line under the label that stays (e.g. the password rule). */
  hint?: string;
};

type FormFieldProps = Omit<React.ComponentProps<"input">, "name" | "id" | "form" | "defaultValue"> &
  FieldFrame & {
    /** Passwords are never written back into the page, even after an error. */
    keepValue?: boolean;
    /** A control beside the input (show/hide password). */
    addon?: React.ReactNode;
  };

/** A text input in the field frame: label, hint, input and its first error, wired for screen readers. */
export function FormField({
  label,
  field,
  hint,
  keepValue = true,
  addon,
  className,
  ...props
}: FormFieldProps) {
  return (
    <FieldShell field={field} label={label} hint={hint} hintAbove className={className}>
      <div className="relative">
        <Input
          {...controlProps(field, { hasHint: Boolean(hint), keepValue })}
          className={addon ? "pr-24" : undefined}
          {...props}
        />
        {addon ? <div className="absolute inset-y-0 right-1 flex items-center">{addon}</div> : null}
      </div>
    </FieldShell>
  );
}

type TextareaFieldProps = Omit<React.ComponentProps<"textarea">, "name" | "id" | "form" | "defaultValue"> &
  FieldFrame;

/** The text-area variant of `FormField` (a message, conditions, a comment). */
export function TextareaField({ label, field, hint, className, ...props }: TextareaFieldProps) {
  return (
    <FieldShell field={field} label={label} hint={hint} hintAbove className={className}>
      <Textarea {...controlProps(field, { hasHint: Boolean(hint) })} {...props} />
    </FieldShell>
  );
}
