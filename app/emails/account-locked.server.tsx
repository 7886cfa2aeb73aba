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

export type AccountLockedEmailInput = {
  to: string;
  name: string;
  /** Minutes until passwords are accepted again. */
  lockedMinutes: number;
  /** The page that sends a one-time sign-in link (/entrar-con-enlace, the address filled in). */
  signInLinkUrl: string;
  /** The page that sends a password reset link. */
  passwordResetUrl: string;
  brand: EmailBrand;
  /** The account's language (users.locale); Spanish unless told. */
  locale?: Locale;
};

/**
 * Sent once per lock when an account's wrong passwords pass its limit: whoever tries is probably
 * not the owner, who should know, keep access (the one-time link) and change the password.
 */
export function accountLockedEmail({
  to,
  name,
  lockedMinutes,
  signInLinkUrl,
  passwordResetUrl,
  brand,
  locale = "es",
}: AccountLockedEmailInput): MailMessage {
  const t = translator(locale);
  const greeting = t("mail.helloName", { name });
  const what = t("mail.locked.what", { brand: brand.name, minutes: lockedMinutes });
  const link = t("mail.locked.link");
  const advice = t("mail.locked.advice");
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={t("mail.locked.preview")} locale={locale}>
      <EmailHeading>{greeting}</EmailHeading>
      <EmailText>{what}</EmailText>
      <EmailText>{link}</EmailText>
      <EmailButton href={signInLinkUrl} locale={locale}>
        {t("mail.locked.linkButton")}
      </EmailButton>
      <EmailText>{advice}</EmailText>
      <EmailButton href={passwordResetUrl} locale={locale}>
        {t("mail.locked.resetButton")}
      </EmailButton>
    </EmailLayout>,
  );
  const text = [
    greeting,
    "",
    what,
    "",
    `${link} ${t("mail.locked.linkText")}`,
    "",
    signInLinkUrl,
    "",
    `${advice} ${t("mail.locked.resetText")}`,
    "",
    passwordResetUrl,
    "",
    textFooter(brand, locale),
  ].join("\n");
  const subject = t("mail.locked.subject", { brand: brand.name });
  return { to, subject, html, text, template: "account-locked" };
}
