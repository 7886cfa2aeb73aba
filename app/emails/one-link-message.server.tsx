import type { Locale } from "#app/lib/i18n/locales";
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

/** The words of an e-mail whose whole point is one link, already in the reader's language. */
export type OneLinkEmailWords = {
  subject: string;
  preview: string;
  greeting: string;
  /** What the button does, above it in the HTML. */
  line: string;
  /** The same, above the bare address in the plain text. */
  textLine: string;
  button: string;
  /** How long the link lasts, and what if it was not asked for. */
  note: string;
};

/**
 * The frame the account's link e-mails share (verification, password reset, sign-in link): a
 * greeting, one line, the button, a muted note; the plain text in the same order with the address.
 * A frame, not a template: whom each of those e-mails may reach is listed under its own name.
 */
export function oneLinkMessage({
  to,
  url,
  brand,
  locale,
  template,
  words,
}: {
  to: string;
  url: string;
  brand: EmailBrand;
  locale: Locale;
  template: string;
  words: OneLinkEmailWords;
}): MailMessage {
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={words.preview} locale={locale}>
      <EmailHeading>{words.greeting}</EmailHeading>
      <EmailText>{words.line}</EmailText>
      <EmailButton href={url} locale={locale}>
        {words.button}
      </EmailButton>
      <EmailText muted>{words.note}</EmailText>
    </EmailLayout>,
  );
  const text = [
    words.greeting,
    "",
    words.textLine,
    "",
    url,
    "",
    words.note,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject: words.subject, html, text, template };
}
