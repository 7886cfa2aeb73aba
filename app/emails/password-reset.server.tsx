import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import type { EmailBrand } from "./layout.server";
import { oneLinkMessage } from "./one-link-message.server";

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
  return oneLinkMessage({
    to,
    url,
    brand,
    locale,
    template: "password-reset",
    words: {
      subject: t("mail.reset.subject", { brand: brand.name }),
      preview: t("mail.reset.preview"),
      greeting: name ? t("mail.helloName", { name }) : t("mail.hello"),
      line: t("mail.reset.line", { brand: brand.name }),
      textLine: t("mail.reset.textLine", { brand: brand.name }),
      button: t("mail.reset.button"),
      note: t("mail.reset.expiry", { minutes: validMinutes }),
    },
  });
}
