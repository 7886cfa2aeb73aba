import type { FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { HONEYPOT_FIELD } from "#app/domain/leads/contact.schema";

/** The field bots fill: off screen, out of the tab order, silent for screen readers. */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="-left-[9999px] absolute top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Sitio web</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The required 'Política de Privacidad' checkbox of a buyer's form, saying what the data is for. */
export function PrivacyConsent({
  field,
  purpose,
}: {
  field: FieldMetadata<string | undefined>;
  purpose: string;
}) {
  const errors = field.errors ?? [];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          name={field.name}
          form={field.formId}
          type="checkbox"
          defaultChecked={field.initialValue === "on"}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? field.errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
        />
        <label htmlFor={field.id} className="text-foreground text-sm leading-snug">
          He leído y acepto la{" "}
          <Link
            to="/politica-de-privacidad"
            className="font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Política de Privacidad
          </Link>
          : {purpose}
        </label>
      </div>
      {errors.length > 0 ? (
        <p id={field.errorId} className="font-medium text-destructive text-sm">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}
