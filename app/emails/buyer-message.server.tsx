import type { Locale } from "#app/lib/i18n/locales";
import type { MailMessage } from "#app/lib/mailer.server";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailQuote,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

/** What one e-mail to a buyer says, already in their language. */
export type BuyerMessageBody = {
  heading: string;
  lines: string[];
  /** The terms as they were agreed, quoted. */
  terms: string[];
  link?: { label: string; href: string };
  after?: string[];
};

/**
 * One e-mail to a buyer in their language, frame included: the same shape as the offer e-mails
 * (greeting, lines, the terms quoted, a button, a closing note), so a Spanish buyer's mail reads
 * exactly as it always did.
 */
export function buyerMessage(
  locale: Locale,
  brand: EmailBrand,
  message: { to: string; template: string; subject: string },
  body: BuyerMessageBody,
): MailMessage {
  const after = body.after ?? [];
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={body.lines[0] ?? message.subject} locale={locale}>
      <EmailHeading>{body.heading}</EmailHeading>
      {body.lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailQuote>{body.terms.join("\n")}</EmailQuote>
      {body.link ? (
        <EmailButton href={body.link.href} locale={locale}>
          {body.link.label}
        </EmailButton>
      ) : null}
      {after.map((line) => (
        <EmailText key={line} muted>
          {line}
        </EmailText>
      ))}
    </EmailLayout>,
  );
  const text = [
    body.heading,
    "",
    ...body.lines,
    "",
    ...body.terms,
    "",
    ...(body.link ? [`${body.link.label}: ${body.link.href}`, ""] : []),
    ...after,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to: message.to, subject: message.subject, html, text, template: message.template };
}
