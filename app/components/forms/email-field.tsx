import type * as React from "react";
import { FormField } from "./form-field";

type EmailFieldProps = Omit<React.ComponentProps<typeof FormField>, "type" | "label"> & {
  label?: string;
};

/** An e-mail address input: the e-mail keyboard on phones, no capitals, no spell-check. */
export function EmailField({
  label = "Correo electrónico",
  autoComplete = "email",
  ...props
}: EmailFieldProps) {
  return (
    <FormField
      label={label}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
