import { Mail } from "lucide-react";
import { ROUTES } from "#app/urls";
import { EmailLinkForm, type EmailLinkResult } from "./email-link-form";

export const SIGN_IN_LINK_ACTION = ROUTES.signInLink;

/** What /entrar-con-enlace's action answers to intent=request. */
export type SignInLinkRequestResult = EmailLinkResult<"request">;

/**
 * "Enviarme un enlace para entrar": under a refused sign-in with the known address (`email`), or
 * on the link page itself asking for it (`editable`).
 */
export function SignInLinkForm({
  email,
  editable = false,
  label = "Enviarme un enlace para entrar",
}: {
  email?: string | null;
  editable?: boolean;
  /** The button in the page's language; Spanish unless told. */
  label?: string;
}) {
  return (
    <EmailLinkForm
      action={SIGN_IN_LINK_ACTION}
      intent="request"
      label={label}
      icon={Mail}
      email={email}
      editable={editable}
      variant={editable ? "default" : "outline"}
    />
  );
}
