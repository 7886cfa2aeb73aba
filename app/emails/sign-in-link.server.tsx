import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import type { EmailBrand } from "./layout.server";
import { oneLinkMessage } from "./one-link-message.server";

export type SignInLinkEmailInput = {
  to: string;
  name: string;
  /** The /entrar-con-enlace link with its token. */
  url: string;
  validMinutes: number;
  brand: EmailBrand;
  /** The account's language (users.locale); Spanish unless told. */
  locale?: Locale;
};

/** The one-time sign-in link someone asked for (a locked account, or a forgotten password in a hurry). */
export function signInLinkEmail({
  to,
  name,
  url,
  validMinutes,
  brand,
  locale = "es",
}: SignInLinkEmailInput): MailMessage {
  const t = translator(locale);
  return oneLinkMessage({
    to,
    url,
    brand,
    locale,
    template: "sign-in-link",
    words: {
      subject: t("mail.signInLink.subject", { brand: brand.name }),
      preview: t("mail.signInLink.preview"),
      greeting: t("mail.helloName", { name }),
      line: t("mail.signInLink.line", { brand: brand.name }),
      textLine: t("mail.signInLink.textLine", { brand: brand.name }),
      button: t("mail.signInLink.button"),
      note: `${t("mail.signInLink.validity", { minutes: validMinutes })} ${t("mail.signInLink.notYou")}`,
    },
  });
}
