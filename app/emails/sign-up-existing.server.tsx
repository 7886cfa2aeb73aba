import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

export type SignUpExistingEmailInput = {
  to: string;
  /** The sign-in page (/auth). */
  signInUrl: string;
  /** The page that sends a password reset link (/request-password-reset). */
  passwordResetUrl: string;
  brand: EmailBrand;
  /** The account's language (users.locale); Spanish unless told. */
  locale?: Locale;
};

/**
 * Someone tried to create an account with an address that already has one. The sign-up page says the
 * same as for a new address (it reveals nothing); the owner learns it here instead. Nothing the form
 * was sent appears: the account may not be verified yet, and whoever typed the name may be a
 * stranger (docs/decisions/0027-form-input-and-unproven-addresses.md).
 */
export function signUpExistingEmail({
  to,
  signInUrl,
  passwordResetUrl,
  brand,
  locale = "es",
}: SignUpExistingEmailInput): MailMessage {
  const t = translator(locale);
  const subject = t("mail.signUpExisting.subject", { brand: brand.name });
  const what = t("mail.signUpExisting.what", { brand: brand.name });
  const ifYou = t("mail.signUpExisting.ifYou");
  const notYou = t("mail.signUpExisting.notYou");
  const reset = t("mail.signUpExisting.reset");
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={t("mail.signUpExisting.preview")} locale={locale}>
      <EmailHeading>{t("mail.hello")}</EmailHeading>
      <EmailText>{what}</EmailText>
      <EmailText>{ifYou}</EmailText>
      <EmailButton href={signInUrl} locale={locale}>
        {t("mail.signUpExisting.signIn")}
      </EmailButton>
      <EmailButton href={passwordResetUrl} locale={locale}>
        {reset}
      </EmailButton>
      <EmailText muted>{notYou}</EmailText>
    </EmailLayout>,
  );
  const text = [
    t("mail.hello"),
    "",
    what,
    "",
    ifYou,
    "",
    `${t("mail.signUpExisting.signInText")}: ${signInUrl}`,
    `${reset}: ${passwordResetUrl}`,
    "",
    notYou,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template: "sign-up-existing" };
}
