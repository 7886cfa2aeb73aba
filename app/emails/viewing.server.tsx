import { formatTimeIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
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
  /** The greeting line ('Hola, Ana:'; 'Hola:' alone where the address may not be the buyer's). */
  greeting: string;
  subject: string;
  preview: string;
  paragraphs: string[];
  /** Dates and times, one per line (already in Madrid time, in words). */
  times?: string[];
  button: { href: string; label: string };
  template: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** The recipient's language, for the layout's footer and button line: the buyer's; Spanish for the seller. */
  locale?: Locale;
};

export function viewingEmail(input: ViewingEmailInput): MailMessage {
  const { brand, greeting, paragraphs, times = [], button, locale = "es" } = input;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} locale={locale} preview={input.preview}>
      <EmailHeading>{greeting}</EmailHeading>
      {paragraphs.map((paragraph) => (
        <EmailText key={paragraph}>{paragraph}</EmailText>
      ))}
      {times.map((time) => (
        <EmailText key={time}>
          <strong>{time}</strong>
        </EmailText>
      ))}
      <EmailButton href={button.href} locale={locale}>
        {button.label}
      </EmailButton>
    </EmailLayout>,
  );
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(times.length > 0 ? [...times.map((time) => `- ${time}`), ""] : []),
    `${button.label}: ${button.href}`,
    "",
    textFooter(brand, locale),
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

/**
 * What every e-mail of one viewing is written from. The links are already built (the buyer's is
 * signed); `title` is the listing's title or its stand-in.
 */
export type ViewingMailFacts = {
  brand: EmailBrand;
  title: string;
  propertyAddress: string | null;
  /** `isAddressProven` (leads/intake/sender-proof.ts): else the address may be anyone's, and never reads the name. */
  buyer: { name: string; email: string; phone: string | null; isAddressProven: boolean };
  seller: { name: string; email: string };
  links: { buyer: string; sellerLog: string; listing: string };
  /** The language of the buyer's e-mails (domain/users/email-locale.ts); the seller's are Spanish. */
  buyerLocale: Locale;
};

/** A viewing's time as the seller reads it (Madrid's clock, in Spanish words). */
export const sellerTime = (instant: Date) => formatTimeIn("es", instant);

const buyerContact = (buyer: ViewingMailFacts["buyer"]) =>
  buyer.phone ? `${buyer.email} · ${buyer.phone}` : buyer.email;

/** 'Solicitar visita', to the seller (reply-to the buyer) with the proposed times (Madrid, in words). */
export function viewingRequestToSellerEmail(facts: ViewingMailFacts, when: Date[]): MailMessage {
  const { buyer, title } = facts;
  return viewingEmail({
    brand: facts.brand,
    to: facts.seller.email,
    replyTo: buyer.email,
    greeting: `Hola, ${facts.seller.name}:`,
    subject: `Nueva solicitud de visita para «${title}»`,
    preview: `${buyer.name} quiere visitar tu vivienda.`,
    paragraphs: [`${buyer.name} quiere visitar «${title}» y propone estas fechas (hora de Madrid):`],
    times: [...when.map(sellerTime), `Contacto del comprador: ${buyerContact(buyer)}`],
    button: { href: facts.links.sellerLog, label: "Responder en Compradores" },
    template: "viewing-request-to-seller",
  });
}

/** A confirmed viewing, to the seller, with the calendar invitation (the buyer's: viewing-buyer.server.tsx). */
export function viewingConfirmedSellerEmail(
  facts: ViewingMailFacts,
  startsAt: Date,
  attachments: MailAttachment[],
): MailMessage {
  const { buyer, title } = facts;
  const time = sellerTime(startsAt);
  return viewingEmail({
    brand: facts.brand,
    to: facts.seller.email,
    replyTo: buyer.email,
    greeting: `Hola, ${facts.seller.name}:`,
    subject: `Visita confirmada: «${title}»`,
    preview: `${buyer.name} visitará tu vivienda el ${time}.`,
    paragraphs: [
      `${buyer.name} visitará «${title}» (hora de Madrid). Añádela a tu calendario con la invitación adjunta.`,
      `Contacto del comprador: ${buyerContact(buyer)}`,
    ],
    times: [time],
    button: { href: facts.links.sellerLog, label: "Ver tus compradores" },
    template: "viewing-confirmed-seller",
    attachments,
  });
}

/** The buyer cancelled: the seller is told, with the times it concerned. */
export function viewingCancelledToSellerEmail(
  facts: ViewingMailFacts,
  when: Date[],
  attachments: MailAttachment[] | undefined,
): MailMessage {
  const { buyer, title } = facts;
  return viewingEmail({
    brand: facts.brand,
    to: facts.seller.email,
    greeting: `Hola, ${facts.seller.name}:`,
    subject: `Visita cancelada: «${title}»`,
    preview: `${buyer.name} ha cancelado la visita.`,
    paragraphs: [`${buyer.name} ha cancelado su visita a «${title}» (hora de Madrid):`],
    times: when.map(sellerTime),
    button: { href: facts.links.sellerLog, label: "Ver tus compradores" },
    template: "viewing-cancelled-to-seller",
    attachments,
  });
}

/** The reminder a day before, to the seller. */
export function viewingReminderSellerEmail(facts: ViewingMailFacts, startsAt: Date): MailMessage {
  const { buyer, title } = facts;
  const time = sellerTime(startsAt);
  return viewingEmail({
    brand: facts.brand,
    to: facts.seller.email,
    greeting: `Hola, ${facts.seller.name}:`,
    subject: `Recordatorio: mañana ${buyer.name} visita «${title}»`,
    preview: `La visita es el ${time}.`,
    paragraphs: [`Te recordamos la visita de ${buyer.name} a «${title}» (hora de Madrid).`],
    times: [time],
    button: { href: facts.links.sellerLog, label: "Ver tus compradores" },
    template: "viewing-reminder-seller",
  });
}
