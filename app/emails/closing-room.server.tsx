import type { ClosingNews } from "#app/domain/closing/news";
import type { Locale } from "#app/lib/i18n/locales";
import { type Translate, translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import { pathTo, ROUTES } from "#app/urls";
import { closingNewsIn } from "./closing-words";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

/** One e-mail of the closing room: a change the other party should know of. */
export type ClosingRoomEmailInput = {
  brand: EmailBrand;
  to: string;
  name: string;
  dealId: string;
  propertyTitle: string | null;
  news: ClosingNews;
  /** The reader's language: the buyer's own; the seller's and staff's stay Spanish. */
  locale: Locale;
};

/** A sentence with the home's title in bold where the reader's language puts it. */
export function withBoldTitle(
  t: Translate,
  key: "closingMail.news.lead" | "closingMail.reminder.lead",
  title: string,
) {
  const [before, after] = t(key, { title: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      <strong>{title}</strong>
      {after}
    </>
  );
}

export function closingRoomEmail(input: ClosingRoomEmailInput): MailMessage {
  const { brand, to, name, dealId, locale } = input;
  const t = translator(locale);
  const propertyTitle = input.propertyTitle ?? t("closingMail.theHome");
  const { subject, lines, page } = closingNewsIn(locale, input.news);
  const tab = page === "documents" ? ROUTES.closingRoomDocuments : ROUTES.closingRoom;
  const roomUrl = `${brand.publicUrl}${pathTo(tab, { dealId })}`;
  const button = t("closingMail.button");
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={lines[0] ?? subject} locale={locale}>
      <EmailHeading>{t("closingMail.greeting", { name })}</EmailHeading>
      <EmailText>{withBoldTitle(t, "closingMail.news.lead", propertyTitle)}</EmailText>
      {lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={roomUrl}>{button}</EmailButton>
    </EmailLayout>,
  );
  const text = [
    t("closingMail.greeting", { name }),
    "",
    t("closingMail.news.lead", { title: t("closingMail.quoted", { title: propertyTitle }) }),
    "",
    ...lines.flatMap((line) => [line, ""]),
    t("closingMail.linkLine", { label: button, url: roomUrl }),
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template: "closing-room-change" };
}
