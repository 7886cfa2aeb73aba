import { Mail } from "lucide-react";
import type { Locale } from "#app/lib/i18n/locales";
import { localePathTo, ROUTES } from "#app/urls";
import { EmailLinkForm, type EmailLinkResult } from "./email-link-form";

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
  emailLabel,
  locale = "es",
}: {
  email?: string | null;
  editable?: boolean;
  /** The button in the page's language; Spanish unless told. */
  label?: string;
  /** The address field's label, when editable. */
  emailLabel?: string;
  /** The page's language: the answer comes from the link page in it. */
  locale?: Locale;
}) {
  return (
    <EmailLinkForm
      action={localePathTo(locale, ROUTES.signInLink)}
      emailLabel={emailLabel}
      intent="request"
      label={label}
      icon={Mail}
      email={email}
      editable={editable}
      variant={editable ? "default" : "outline"}
    />
  );
}
