import { formatTimeIn } from "#app/lib/i18n/format-date";
import { translator } from "#app/lib/i18n/translate";
import type { MailAttachment, MailMessage } from "#app/lib/mailer.server";
import {
  type ViewingMailFacts,
  viewingCancelledToSellerEmail,
  viewingConfirmedSellerEmail,
  viewingEmail,
  viewingReminderSellerEmail,
} from "./viewing.server";

/**
 * A viewing's e-mails to the buyer, in the buyer's language (facts.buyerLocale), the times on
 * Madrid's clock written as they write a day and an hour. The seller's stay Spanish (viewing.server.tsx).
 */
const words = (facts: ViewingMailFacts) => {
  const t = translator(facts.buyerLocale);
  return {
    t,
    title: { title: facts.title },
    time: (instant: Date) => formatTimeIn(facts.buyerLocale, instant),
    // By the name they typed only at a proven address: else the address may be anyone's.
    greeting: facts.buyer.isAddressProven
      ? t("mail.greeting", { name: facts.buyer.name })
      : t("forms.mail.hello"),
    address: facts.propertyAddress
      ? [t("forms.mail.viewing.address", { address: facts.propertyAddress })]
      : [],
  };
};

/**
 * 'Solicitar visita', to the address typed, with the link to follow or cancel the request. The
 * times are ours to write (checked, in Madrid time, in words); at an address nobody proved it says
 * only that a request came from it, and how to stop it.
 */
export function viewingRequestCopyEmail(facts: ViewingMailFacts, when: Date[]): MailMessage {
  const { t, title, time, greeting } = words(facts);
  const proven = facts.buyer.isAddressProven;
  return viewingEmail({
    locale: facts.buyerLocale,
    brand: facts.brand,
    to: facts.buyer.email,
    greeting,
    subject: proven
      ? t("forms.mail.viewing.requestSubject", title)
      : t("forms.mail.viewing.receiptSubject", title),
    preview: t("forms.mail.viewing.requestPreview"),
    paragraphs: proven
      ? [t("forms.mail.viewing.requestSent", title), t("forms.mail.viewing.followLink")]
      : [
          t("forms.mail.viewing.receiptSent", title),
          t("forms.mail.viewing.followLink"),
          t("forms.mail.viewing.receiptNotYou"),
        ],
    times: when.map(time),
    button: { href: facts.links.buyer, label: t("forms.mail.viewing.requestButton") },
    template: "viewing-request-copy",
  });
}

/** A confirmed viewing, to the buyer and to the seller, each with the calendar invitation. */
export function viewingConfirmedEmails(
  facts: ViewingMailFacts,
  startsAt: Date,
  invitation: () => MailAttachment[],
): MailMessage[] {
  const { t, title, time, greeting, address } = words(facts);
  return [
    viewingEmail({
      locale: facts.buyerLocale,
      brand: facts.brand,
      to: facts.buyer.email,
      greeting,
      subject: t("forms.mail.viewing.confirmedSubject", title),
      preview: t("forms.mail.viewing.onTime", { time: time(startsAt) }),
      paragraphs: [t("forms.mail.viewing.confirmed", title), ...address, t("forms.mail.viewing.cantGo")],
      times: [time(startsAt)],
      button: { href: facts.links.buyer, label: t("forms.mail.viewing.viewButton") },
      template: "viewing-confirmed-buyer",
      attachments: invitation(),
    }),
    viewingConfirmedSellerEmail(facts, startsAt, invitation()),
  ];
}

/** 'Proponer otra hora', to the buyer: they accept it or cancel from their link. */
export function viewingProposedEmail(facts: ViewingMailFacts, startsAt: Date): MailMessage {
  const { t, title, time, greeting } = words(facts);
  return viewingEmail({
    locale: facts.buyerLocale,
    brand: facts.brand,
    to: facts.buyer.email,
    greeting,
    subject: t("forms.mail.viewing.proposedSubject", title),
    preview: t("forms.mail.viewing.proposedPreview", { time: time(startsAt) }),
    paragraphs: [t("forms.mail.viewing.proposed", title)],
    times: [time(startsAt)],
    button: { href: facts.links.buyer, label: t("forms.mail.viewing.proposedButton") },
    template: "viewing-proposed",
  });
}

/** 'Rechazar', to the buyer, kindly: the listing stays open to them. */
export function viewingRejectedEmail(facts: ViewingMailFacts): MailMessage {
  const { t, title, greeting } = words(facts);
  return viewingEmail({
    locale: facts.buyerLocale,
    brand: facts.brand,
    to: facts.buyer.email,
    greeting,
    subject: t("forms.mail.viewing.requestSubject", title),
    preview: t("forms.mail.viewing.rejectedPreview"),
    paragraphs: [t("forms.mail.viewing.rejected", title), t("forms.mail.viewing.rejectedNext")],
    button: { href: facts.links.listing, label: t("forms.mail.viewListing") },
    template: "viewing-rejected",
  });
}

/**
 * A cancellation, to the other side: the times it concerned, and for a confirmed viewing the
 * calendar cancellation (METHOD:CANCEL).
 */
export function viewingCancelledEmail(
  facts: ViewingMailFacts,
  by: "buyer" | "seller",
  when: Date[],
  attachments: MailAttachment[] | undefined,
): MailMessage {
  if (by === "buyer") return viewingCancelledToSellerEmail(facts, when, attachments);
  const { t, title, time, greeting } = words(facts);
  return viewingEmail({
    locale: facts.buyerLocale,
    brand: facts.brand,
    to: facts.buyer.email,
    greeting,
    subject: t("forms.mail.viewing.cancelledSubject", title),
    preview: t("forms.mail.viewing.cancelledPreview"),
    paragraphs: [t("forms.mail.viewing.cancelled", title)],
    times: when.map(time),
    button: { href: facts.links.listing, label: t("forms.mail.viewListing") },
    template: "viewing-cancelled-to-buyer",
    attachments,
  });
}

/** The reminder a day before, to both. */
export function viewingReminderEmails(facts: ViewingMailFacts, startsAt: Date): MailMessage[] {
  const { t, title, time, greeting, address } = words(facts);
  return [
    viewingEmail({
      locale: facts.buyerLocale,
      brand: facts.brand,
      to: facts.buyer.email,
      greeting,
      subject: t("forms.mail.viewing.reminderSubject", title),
      preview: t("forms.mail.viewing.onTime", { time: time(startsAt) }),
      paragraphs: [t("forms.mail.viewing.reminder", title), ...address],
      times: [time(startsAt)],
      button: { href: facts.links.buyer, label: t("forms.mail.viewing.viewButton") },
      template: "viewing-reminder-buyer",
    }),
    viewingReminderSellerEmail(facts, startsAt),
  ];
}

/** After the visit: '¿Qué te pareció la visita?', to the buyer. */
export function viewingFeedbackEmail(facts: ViewingMailFacts): MailMessage {
  const { t, title, greeting } = words(facts);
  return viewingEmail({
    locale: facts.buyerLocale,
    brand: facts.brand,
    to: facts.buyer.email,
    greeting,
    subject: t("forms.mail.viewing.feedbackSubject"),
    preview: t("forms.mail.viewing.feedbackPreview", title),
    paragraphs: [t("forms.mail.viewing.feedback", title)],
    button: { href: facts.links.buyer, label: t("forms.mail.viewing.feedbackButton") },
    template: "viewing-feedback",
  });
}
