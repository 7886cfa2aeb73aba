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

export type VerificationEmailInput = {
  to: string;
  /** The /verify-email link with its token. */
  url: string;
  /** How long the link works, in hours. */
  validHours: number;
  brand: EmailBrand;
  /** The account's language (users.locale); Spanish unless told. */
  locale?: Locale;
};

/**
 * Goes to an address nobody has proved yet (that is what it asks): it greets no one by name, since
 * the name is whatever the sign-up form was sent, and carries nothing else anyone typed
 * (docs/decisions/0027-form-input-and-unproven-addresses.md).
 */
export function verificationEmail({
  to,
  url,
  validHours,
  brand,
  locale = "es",
}: VerificationEmailInput): MailMessage {
  const t = translator(locale);
  const subject = t("mail.verification.subject", { brand: brand.name });
  const expiry = t("mail.verification.expiry", { hours: validHours });
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={t("mail.verification.preview")} locale={locale}>
      <EmailHeading>{t("mail.hello")}</EmailHeading>
      <EmailText>{t("mail.verification.line", { brand: brand.name })}</EmailText>
      <EmailButton href={url} locale={locale}>
        {t("mail.verification.button")}
      </EmailButton>
      <EmailText muted>{expiry}</EmailText>
    </EmailLayout>,
  );
  const text = [
    t("mail.hello"),
    "",
    t("mail.verification.textLine", { brand: brand.name }),
    "",
    url,
    "",
    expiry,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template: "verification" };
}
