import type { FieldMetadata } from "@conform-to/react";
import { Eye, EyeOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormField } from "#app/components/forms/form-field";
import { Button } from "#app/components/ui/button";

type PasswordFieldProps = {
  label: string;
  field: FieldMetadata<string | undefined>;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  /** A new value (the action's answer) empties the input: a refused password is not kept. */
  clearOn?: unknown;
  /** The toggle's words in the page's language; Spanish unless told. */
  toggle?: { show: string; hide: string };
};

const SPANISH_TOGGLE = { show: "Mostrar", hide: "Ocultar" };

/** A password input with a show/hide toggle (people on phones mistype). The value is never kept after an error. */
export function PasswordField({
  label,
  field,
  autoComplete,
  hint,
  clearOn,
  toggle = SPANISH_TOGGLE,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (clearOn && input.current) input.current.value = "";
  }, [clearOn]);
  return (
    <FormField
      label={label}
      field={field}
      hint={hint}
      keepValue={false}
      ref={input}
      type={visible ? "text" : "password"}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={128}
      addon={
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-9 px-2 text-muted-foreground"
          aria-pressed={visible}
          aria-controls={field.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {visible ? toggle.hide : toggle.show}
        </Button>
      }
    />
  );
}
