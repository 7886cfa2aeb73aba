import type { MailAttachment, MailMessage } from "#app/lib/mailer.server";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

/**
 * Every e-mail of a viewing has the same shape: a greeting, a few paragraphs, the times in
 * question, one button. The seller's address is only ever the envelope of the seller's own e-mails.
 */
export type ViewingEmailInput = {
  brand: EmailBrand;
  to: string;
  greetingName: string;
  subject: string;
  preview: string;
  paragraphs: string[];
  /** Dates and times, one per line (already in Madrid time, in words). */
  times?: string[];
  button: { href: string; label: string };
  template: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

export function viewingEmail(input: ViewingEmailInput): MailMessage {
  const { brand, greetingName, paragraphs, times = [], button } = input;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={input.preview}>
      <EmailHeading>Hola, {greetingName}:</EmailHeading>
      {paragraphs.map((paragraph) => (
        <EmailText key={paragraph}>{paragraph}</EmailText>
      ))}
      {times.map((time) => (
        <EmailText key={time}>
          <strong>{time}</strong>
        </EmailText>
      ))}
      <EmailButton href={button.href}>{button.label}</EmailButton>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${greetingName}:`,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(times.length > 0 ? [...times.map((time) => `- ${time}`), ""] : []),
    `${button.label}: ${button.href}`,
    "",
    textFooter(brand),
  ].join("\n");
  return {
    to: input.to,
    subject: input.subject,
    html,
    text,
    template: input.template,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    ...(input.attachments ? { attachments: input.attachments } : {}),
  };
}
