import type { DueReminder } from "#app/domain/closing/reminders";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import { pathTo, ROUTES } from "#app/urls";
import { withBoldTitle } from "./closing-room.server";
import { reminderIn } from "./closing-words";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

export type ClosingReminderEmailInput = {
  brand: EmailBrand;
  to: string;
  name: string;
  dealId: string;
  propertyTitle: string | null;
  reminder: Pick<DueReminder, "dateKey" | "day" | "left" | "appointment" | "icsKey">;
  /** The reader's language: the buyer's own; the seller's stays Spanish. */
  locale: Locale;
};

/** A reminder of a date of the closing room, with the room and the date for the calendar. */
export function closingReminderEmail(input: ClosingReminderEmailInput): MailMessage {
  const { brand, to, name, dealId, reminder, locale } = input;
  const t = translator(locale);
  const propertyTitle = input.propertyTitle?.trim() || t("closingMail.yourHome");
  const { subject, lines } = reminderIn(locale, reminder);
  const roomUrl = `${brand.publicUrl}${pathTo(ROUTES.closingRoom, { dealId })}`;
  const icsUrl = reminder.icsKey
    ? `${brand.publicUrl}${pathTo(ROUTES.closingRoomDate, { dealId, key: reminder.icsKey })}`
    : null;
  const button = t("closingMail.button");
  const ics = t("closingMail.ics");
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={lines[0] ?? subject} locale={locale}>
      <EmailHeading>{t("closingMail.greeting", { name })}</EmailHeading>
      <EmailText>{withBoldTitle(t, "closingMail.reminder.lead", propertyTitle)}</EmailText>
      {lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={roomUrl}>{button}</EmailButton>
      {icsUrl ? (
        <EmailText muted>
          <a href={icsUrl} style={{ color: "#0e5a52" }}>
            {ics}
          </a>
        </EmailText>
      ) : null}
    </EmailLayout>,
  );
  const text = [
    t("closingMail.greeting", { name }),
    "",
    t("closingMail.reminder.lead", { title: t("closingMail.quoted", { title: propertyTitle }) }),
    "",
    ...lines.flatMap((line) => [line, ""]),
    t("closingMail.linkLine", { label: button, url: roomUrl }),
    ...(icsUrl ? [t("closingMail.linkLine", { label: ics, url: icsUrl })] : []),
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template: "closing-reminder" };
}
