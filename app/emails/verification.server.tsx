import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import type { EmailBrand } from "./layout.server";
import { oneLinkMessage } from "./one-link-message.server";

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
  return oneLinkMessage({
    to,
    url,
    brand,
    locale,
    template: "verification",
    words: {
      subject: t("mail.verification.subject", { brand: brand.name }),
      preview: t("mail.verification.preview"),
      greeting: t("mail.hello"),
      line: t("mail.verification.line", { brand: brand.name }),
      textLine: t("mail.verification.textLine", { brand: brand.name }),
      button: t("mail.verification.button"),
      note: t("mail.verification.expiry", { hours: validHours }),
    },
  });
}
