import { Send } from "lucide-react";
import type { AuthReason } from "#app/domain/users/redirects";
import { ROUTES } from "#app/urls";
import { EmailLinkForm, type EmailLinkResult } from "./email-link-form";

export const RESEND_VERIFICATION_ACTION = ROUTES.verifyEmail;

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
};

/** "Reenviar correo de verificación". */
export function ResendVerificationForm({
  email,
  editable,
  from,
  redirectTo,
  label = "Reenviar correo de verificación",
}: ResendVerificationFormProps) {
  return (
    <EmailLinkForm
      action={RESEND_VERIFICATION_ACTION}
      intent="resend"
      label={label}
      icon={Send}
      email={email}
      editable={editable}
      hidden={{ from, redirectTo }}
    />
  );
}
