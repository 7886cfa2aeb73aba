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

export type PasswordResetEmailInput = {
  to: string;
  /**
   * The account's name, only once its address is verified; null before, when the name is whatever
   * the sign-up form was sent and the address may be a stranger's.
   */
  name: string | null;
  /** The /reset-password link with its token. */
  url: string;
  validMinutes: number;
  brand: EmailBrand;
  /** The account's language (users.locale); Spanish unless told. */
  locale?: Locale;
};

export function passwordResetEmail({
  to,
  name,
  url,
  validMinutes,
  brand,
  locale = "es",
}: PasswordResetEmailInput): MailMessage {
  const t = translator(locale);
  const subject = t("mail.reset.subject", { brand: brand.name });
  const greeting = name ? t("mail.helloName", { name }) : t("mail.hello");
  const expiry = t("mail.reset.expiry", { minutes: validMinutes });
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={t("mail.reset.preview")} locale={locale}>
      <EmailHeading>{greeting}</EmailHeading>
      <EmailText>{t("mail.reset.line", { brand: brand.name })}</EmailText>
      <EmailButton href={url} locale={locale}>
        {t("mail.reset.button")}
      </EmailButton>
      <EmailText muted>{expiry}</EmailText>
    </EmailLayout>,
  );
  const text = [
    greeting,
    "",
    t("mail.reset.textLine", { brand: brand.name }),
    "",
    url,
    "",
    expiry,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template: "password-reset" };
}
