import type { FieldMetadata } from "@conform-to/react";
import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { CheckField, controlProps } from "#app/components/forms/field-shell";
import { FormField } from "#app/components/forms/form-field";
import { Icon } from "#app/components/ui/shared-icons";
import { BUYER_LIMITS, HONEYPOT_FIELD } from "#app/domain/leads/intake/lead-form.schema";
import { localePathTo, ROUTES } from "#app/urls";
import { useListingWords } from "./listing-words";

/** The field bots fill: off screen, out of the tab order, silent for screen readers. */
export function HoneypotField({ id }: { id: string }) {
  const { t } = useListingWords();
  return (
    <div aria-hidden="true" className="-left-[9999px] absolute top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The whole-form error of a buyer form (too fast, rate limit, reserved listing). */
export function LeadFormError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <Icon icon={CircleAlert} className="mt-0.5 size-5 shrink-0 text-destructive" />
      <p className="font-medium text-foreground">{message}</p>
    </div>
  );
}

/**
 * The required consent of a buyer form; `purpose` follows the policy's link and ends the sentence
 * (": usaremos tus datos solo para…"), so a language that closes the sentence after the name of
 * the policy (German, Dutch) can say so.
 */
export function PrivacyConsent({ field, purpose }: { field: FieldMetadata<unknown>; purpose: string }) {
  const { t, locale } = useListingWords();
  return (
    <CheckField
      field={field}
      label={
        <>
          {t("forms.privacyAccept")}{" "}
          <Link
            to={localePathTo(locale, ROUTES.privacy)}
            className="font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t("forms.privacyPolicy")}
          </Link>
          {purpose}
        </>
      }
    >
      <input
        {...controlProps(field, { keepValue: false })}
        type="checkbox"
        defaultChecked={field.initialValue === "on"}
        className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
      />
    </CheckField>
  );
}

/**
 * A signed-in buyer's name and e-mail for the form to start with, or null for a visitor.
 * Rendered only into a page for that user (a request with a session is never shared).
 */
export type BuyerFormPrefill = { name: string; email: string; isVerified: boolean } | null;

/** The fields' starting values for a signed-in buyer (the form's own `defaultValue`). */
export const prefillValues = (buyer: BuyerFormPrefill) =>
  buyer ? { name: buyer.name, email: buyer.email } : undefined;

/**
 * Name, e-mail and the optional phone: who the buyer is, the same in every buyer form. A verified
 * account's e-mail is read-only: the server sends from it whatever the form says.
 */
export function BuyerIdentityFields({
  name,
  email,
  phone,
  buyer = null,
}: {
  name: FieldMetadata<string>;
  email: FieldMetadata<string>;
  phone: FieldMetadata<string>;
  buyer?: BuyerFormPrefill;
}) {
  const { t } = useListingWords();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("forms.name")}
          field={name}
          autoComplete="name"
          maxLength={BUYER_LIMITS.nameMax}
        />
        {buyer?.isVerified ? (
          <EmailField
            field={email}
            label={t("forms.email")}
            readOnly
            hint={t("forms.emailVerified")}
            className="[&_input]:bg-muted"
          />
        ) : (
          <EmailField field={email} label={t("forms.email")} />
        )}
      </div>
      <FormField
        label={t("forms.phone")}
        field={phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={BUYER_LIMITS.phoneMax}
      />
    </>
  );
}
