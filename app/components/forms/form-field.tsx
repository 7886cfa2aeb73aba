import type { FieldMetadata } from "@conform-to/react";
import type * as React from "react";
import { Input, Textarea } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/select";
import { controlProps, type FieldRef, FieldShell, initialText } from "./field-shell";

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

type NativeSelectFieldProps = Omit<
  React.ComponentProps<"select">,
  "name" | "id" | "form" | "defaultValue"
> & {
  label: string;
  field: FieldRef;
  hint?: string;
  isRequired?: boolean;
  /** The option chosen when the field has no value yet. */
  defaultValue?: string;
};

/** The select variant of `FormField`: a native select, which works before the page's script loads and on every phone. */
export function NativeSelectField({
  label,
  field,
  hint,
  isRequired,
  defaultValue,
  className,
  children,
  ...props
}: NativeSelectFieldProps) {
  return (
    <FieldShell field={field} label={label} isRequired={isRequired} hint={hint} className={className}>
      <NativeSelect
        {...controlProps(field, { hasHint: Boolean(hint) })}
        defaultValue={initialText(field) ?? defaultValue}
        aria-required={isRequired || undefined}
        {...props}
      >
        {children}
      </NativeSelect>
    </FieldShell>
  );
}
