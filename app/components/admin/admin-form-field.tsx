import type { FieldMetadata } from "@conform-to/react";
import type * as React from "react";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { cn } from "#app/lib/utils";

type AdminFormFieldProps = Omit<React.ComponentProps<"input">, "name" | "id" | "form" | "defaultValue"> & {
  label: string;
  field: FieldMetadata<string | undefined>;
  hint?: string;
  /** Passwords are never written back into the page, even after an error. */
  keepValue?: boolean;
};

/** Label, input and its first error wired together (aria-invalid, aria-describedby). */
export function AdminFormField({
  label,
  field,
  hint,
  keepValue = true,
  className,
  ...props
}: AdminFormFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errors = field.errors ?? [];
  const describedBy = [hintId, errors.length > 0 ? field.errorId : undefined].filter(Boolean).join(" ");
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      <Input
        id={field.id}
        name={field.name}
        form={field.formId}
        defaultValue={keepValue ? initial : undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p id={field.errorId} className="font-medium text-destructive text-sm">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (the service's refusal, a mail server that said no), announced when it appears. */
export function AdminFormAlert({
  id,
  tone,
  children,
}: {
  id?: string;
  tone: "error" | "success";
  children: React.ReactNode;
}) {
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg p-3 font-medium text-sm",
        tone === "error" ? "bg-destructive/10 text-destructive" : "bg-success/10 text-success",
      )}
    >
      {children}
    </p>
  );
}
