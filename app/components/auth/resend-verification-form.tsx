import { Send } from "lucide-react";
import type { AuthReason } from "#app/domain/users/redirects";
import type { Locale } from "#app/lib/i18n/locales";
import { localePathTo, ROUTES } from "#app/urls";
import { EmailLinkForm, type EmailLinkResult } from "./email-link-form";

/** What /verify-email's action answers to intent=resend. */
export type ResendResult = EmailLinkResult<"resend">;

type ResendVerificationFormProps = {
  /** Known address (after signing up or a refused sign-in): sent as a hidden field. */
  email?: string | null;
  /** Ask for the address instead (the verify page after an expired link). */
  editable?: boolean;
  from?: AuthReason | null;
  redirectTo?: string | null;
  /** The button in the page's language; Spanish unless told. */
  label?: string;
  /** The address field's label, when editable. */
  emailLabel?: string;
  /** The page's language: the answer comes from the verify page in it. */
  locale?: Locale;
};

/** "Reenviar correo de verificación". */
export function ResendVerificationForm({
  email,
  editable,
  from,
  redirectTo,
  label = "Reenviar correo de verificación",
  emailLabel,
  locale = "es",
}: ResendVerificationFormProps) {
  return (
    <EmailLinkForm
      action={localePathTo(locale, ROUTES.verifyEmail)}
      emailLabel={emailLabel}
      intent="resend"
      label={label}
      icon={Send}
      email={email}
      editable={editable}
      hidden={{ from, redirectTo }}
    />
  );
}
