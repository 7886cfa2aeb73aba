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
  const subject = t("mail.signInLink.subject", { brand: brand.name });
  const greeting = t("mail.helloName", { name });
  const notice = `${t("mail.signInLink.validity", { minutes: validMinutes })} ${t("mail.signInLink.notYou")}`;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={t("mail.signInLink.preview")} locale={locale}>
      <EmailHeading>{greeting}</EmailHeading>
      <EmailText>{t("mail.signInLink.line", { brand: brand.name })}</EmailText>
      <EmailButton href={url} locale={locale}>
        {t("mail.signInLink.button")}
      </EmailButton>
      <EmailText muted>{notice}</EmailText>
    </EmailLayout>,
  );
  const text = [
    greeting,
    "",
    t("mail.signInLink.textLine", { brand: brand.name }),
    "",
    url,
    "",
    notice,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template: "sign-in-link" };
}
