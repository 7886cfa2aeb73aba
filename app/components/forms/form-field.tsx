import type { FieldMetadata } from "@conform-to/react";
import type * as React from "react";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { cn } from "#app/lib/utils";

type FormFieldProps = Omit<React.ComponentProps<"input">, "name" | "id" | "form" | "defaultValue"> & {
  label: string;
  field: FieldMetadata<string | undefined>;
  /** A line under the label that stays (e.g. the password rule). */
  hint?: string;
  /** Passwords are never written back into the page, even after an error. */
  keepValue?: boolean;
  /** A control beside the input (show/hide password). */
  addon?: React.ReactNode;
};

/** Label, input and its errors wired together (aria-invalid, aria-describedby) for screen readers. */
export function FormField({
  label,
  field,
  hint,
  keepValue = true,
  addon,
  className,
  ...props
}: FormFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errors = field.errors ?? [];
  const describedBy = [hintId, errors.length > 0 ? field.errorId : undefined].filter(Boolean).join(" ");
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      <div className="relative">
        <Input
          id={field.id}
          name={field.name}
          form={field.formId}
          defaultValue={keepValue ? initial : undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy || undefined}
          className={addon ? "pr-24" : undefined}
          {...props}
        />
        {addon ? <div className="absolute inset-y-0 right-1 flex items-center">{addon}</div> : null}
      </div>
      {errors.length > 0 ? (
        <p id={field.errorId} className="font-medium text-destructive text-sm">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}
