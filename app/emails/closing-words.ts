import type { ClosingEvent } from "#app/domain/closing/events";
import type { ClosingNews } from "#app/domain/closing/news";
import type { DueReminder } from "#app/domain/closing/reminders";
import type { ClosingParty } from "#app/domain/closing/room-access.server";
import { formatAppointmentIn, formatDayIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";
import { checklistTitleIn } from "./checklist-words";

/** Each party's name, written out in full so a reader (and the catalogue test) finds every key. */
const PARTY_WORDS: Record<ClosingParty, MessageKey> = {
  seller: "closingMail.party.seller",
  buyer: "closingMail.party.buyer",
  staff: "closingMail.party.staff",
};

const EVENT_WORDS: Record<ClosingEvent["kind"], MessageKey> = {
  deposit_received: "closingMail.event.deposit_received",
  mortgage_recorded: "closingMail.event.mortgage_recorded",
  notary_chosen: "closingMail.event.notary_chosen",
  appointment_changed: "closingMail.event.appointment_changed",
  deed_signed: "closingMail.event.deed_signed",
  keys_handed: "closingMail.event.keys_handed",
  notary_link_created: "closingMail.event.notary_link_created",
  notary_link_revoked: "closingMail.event.notary_link_revoked",
};

const REMINDER_WORDS: Record<DueReminder["dateKey"], { subject: MessageKey; line: MessageKey }> = {
  cita: { subject: "closingMail.reminder.cita.subject", line: "closingMail.reminder.cita.line" },
  escritura: {
    subject: "closingMail.reminder.escritura.subject",
    line: "closingMail.reminder.escritura.line",
  },
  fein: { subject: "closingMail.reminder.fein.subject", line: "closingMail.reminder.fein.line" },
  plusvalia: {
    subject: "closingMail.reminder.plusvalia.subject",
    line: "closingMail.reminder.plusvalia.line",
  },
  "modelo-211": {
    subject: "closingMail.reminder.modelo-211.subject",
    line: "closingMail.reminder.modelo-211.line",
  },
  "modelo-210": {
    subject: "closingMail.reminder.modelo-210.subject",
    line: "closingMail.reminder.modelo-210.line",
  },
  irpf: { subject: "closingMail.reminder.irpf.subject", line: "closingMail.reminder.irpf.line" },
};

/** What each kind of change names: its day, the mortgage's two dates, the notary and the hour. */
function eventValues(locale: Locale, event: Pick<ClosingEvent, "kind" | "payload">): Record<string, string> {
  const p = event.payload;
  const day = (value: unknown) => formatDayIn(locale, String(value));
  const orPending = (value: unknown) => (value ? day(value) : translator(locale)("closingMail.pending"));
  switch (event.kind) {
    case "deposit_received":
    case "deed_signed":
    case "keys_handed":
      return { day: day(p.on) };
    case "mortgage_recorded":
      return { valuation: orPending(p.valuationOn), fein: orPending(p.feinOn) };
    case "notary_chosen":
      return {
        name: String(p.name),
        address: String(p.address),
        when: formatAppointmentIn(locale, String(p.at)),
      };
    case "appointment_changed":
      return { when: formatAppointmentIn(locale, String(p.at)) };
    case "notary_link_created":
      return { day: day(p.expiresOn) };
    case "notary_link_revoked":
      return {};
  }
}

/** The history line of a change of the room, in the reader's language. */
export function eventSentenceIn(locale: Locale, event: Pick<ClosingEvent, "kind" | "party" | "payload">) {
  const t = translator(locale);
  return t(EVENT_WORDS[event.kind], { who: t(PARTY_WORDS[event.party]), ...eventValues(locale, event) });
}

/** A change of the room as its e-mail says it: the subject, its sentences, and the tab it opens. */
export function closingNewsIn(locale: Locale, news: ClosingNews) {
  const t = translator(locale);
  const subject = (what: string) => t("closingMail.subject", { what });
  if (news.kind === "event") {
    const sentence = eventSentenceIn(locale, news.event);
    return { subject: subject(sentence.replace(/\.$/, "")), lines: [sentence], page: "calendar" as const };
  }
  const who = t(PARTY_WORDS[news.party]);
  if (news.kind === "document")
    return {
      subject: subject(
        t(news.uploaded ? "closingMail.document.uploadedSubject" : "closingMail.document.receivedSubject"),
      ),
      lines: [
        t(news.uploaded ? "closingMail.document.uploaded" : "closingMail.document.received", {
          who,
          title: checklistTitleIn(locale, news.itemKey, news.title),
        }),
        t("closingMail.document.where"),
      ],
      page: "documents" as const,
    };
  return {
    subject: subject(t("closingMail.notaryLink.subject")),
    lines: [
      news.created
        ? t("closingMail.notaryLink.created", { who, day: formatDayIn(locale, news.expiresOn) })
        : t("closingMail.notaryLink.revoked", { who }),
      t("closingMail.notaryLink.where"),
    ],
    page: "documents" as const,
  };
}

/** A reminder of a date as its e-mail says it: the subject, then the date and how far off it is. */
export function reminderIn(
  locale: Locale,
  reminder: Pick<DueReminder, "dateKey" | "day" | "left" | "appointment">,
) {
  const t = translator(locale);
  const day = formatDayIn(locale, reminder.day);
  const words = REMINDER_WORDS[reminder.dateKey];
  const { appointment } = reminder;
  const line = !appointment
    ? t(words.line, { day })
    : appointment.notary
      ? t("closingMail.reminder.cita.lineAt", { day, hour: appointment.hour, ...appointment.notary })
      : t(words.line, { day, hour: appointment.hour });
  return {
    subject: t(words.subject, { day }),
    lines: [line, t("closingMail.reminder.left", { left: reminder.left })],
  };
}
