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
  /** Null: 'Hola:' alone (an address that may not be the buyer's never reads their name). */
  greetingName: string | null;
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

const greeting = (name: string | null) => (name ? `Hola, ${name}:` : "Hola:");

export function viewingEmail(input: ViewingEmailInput): MailMessage {
  const { brand, greetingName, paragraphs, times = [], button } = input;
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={input.preview}>
      <EmailHeading>{greeting(greetingName)}</EmailHeading>
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
    greeting(greetingName),
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
};

/** How an e-mail to the buyer's address greets them: by the name they typed only at a proven address. */
const buyerGreeting = (facts: ViewingMailFacts) => (facts.buyer.isAddressProven ? facts.buyer.name : null);

const buyerContact = (buyer: ViewingMailFacts["buyer"]) =>
  buyer.phone ? `${buyer.email} · ${buyer.phone}` : buyer.email;
const addressLine = (facts: ViewingMailFacts) =>
  facts.propertyAddress ? [`Dirección: ${facts.propertyAddress}`] : [];

/** 'Solicitar visita', to the seller (reply-to the buyer) with the proposed times (Madrid, in words). */
export function viewingRequestToSellerEmail(facts: ViewingMailFacts, times: string[]): MailMessage {
  const { buyer, title } = facts;
  return viewingEmail({
    brand: facts.brand,
    to: facts.seller.email,
    replyTo: buyer.email,
    greetingName: facts.seller.name,
    subject: `Nueva solicitud de visita para «${title}»`,
    preview: `${buyer.name} quiere visitar tu vivienda.`,
    paragraphs: [`${buyer.name} quiere visitar «${title}» y propone estas fechas (hora de Madrid):`],
    times: [...times, `Contacto del comprador: ${buyerContact(buyer)}`],
    button: { href: facts.links.sellerLog, label: "Responder en Compradores" },
    template: "viewing-request-to-seller",
  });
}

/**
 * 'Solicitar visita', to the address typed, with the link to follow or cancel the request. The
 * times are ours to write (checked, in Madrid time, in words); at an address nobody proved it says
 * only that a request came from it, and how to stop it.
 */
export function viewingRequestCopyEmail(facts: ViewingMailFacts, times: string[]): MailMessage {
  const proven = facts.buyer.isAddressProven;
  return viewingEmail({
    brand: facts.brand,
    to: facts.buyer.email,
    greetingName: buyerGreeting(facts),
    subject: proven
      ? `Tu solicitud de visita para «${facts.title}»`
      : `Solicitud de visita enviada para «${facts.title}»`,
    preview: "Hemos enviado la solicitud de visita al vendedor.",
    paragraphs: proven
      ? [
          `Hemos enviado al vendedor de «${facts.title}» tu solicitud de visita con estas fechas (hora de Madrid). Te avisaremos por correo cuando conteste.`,
          "Desde el enlace puedes ver en qué estado está o cancelarla.",
        ]
      : [
          `Hemos recibido una solicitud de visita enviada desde esta dirección para «${facts.title}», con estas fechas (hora de Madrid), y se la hemos enviado al vendedor. Te avisaremos por correo cuando conteste.`,
          "Desde el enlace puedes ver en qué estado está o cancelarla.",
          "Si no fuiste tú, cancélala desde el enlace o ignora este correo.",
        ],
    times,
    button: { href: facts.links.buyer, label: "Ver tu solicitud" },
    template: "viewing-request-copy",
  });
}

/** A confirmed viewing, to the buyer and to the seller, each with the calendar invitation. */
export function viewingConfirmedEmails(
  facts: ViewingMailFacts,
  time: string,
  invitation: () => MailAttachment[],
): MailMessage[] {
  const { buyer, title } = facts;
  return [
    viewingEmail({
      brand: facts.brand,
      to: buyer.email,
      greetingName: buyerGreeting(facts),
      subject: `Visita confirmada: «${title}»`,
      preview: `Tu visita es el ${time}.`,
      paragraphs: [
        `El vendedor ha confirmado tu visita a «${title}» (hora de Madrid). Añádela a tu calendario con la invitación adjunta.`,
        ...addressLine(facts),
        "Si no puedes ir, cancélala desde el enlace para avisar al vendedor.",
      ],
      times: [time],
      button: { href: facts.links.buyer, label: "Ver tu visita" },
      template: "viewing-confirmed-buyer",
      attachments: invitation(),
    }),
    viewingEmail({
      brand: facts.brand,
      to: facts.seller.email,
      replyTo: buyer.email,
      greetingName: facts.seller.name,
      subject: `Visita confirmada: «${title}»`,
      preview: `${buyer.name} visitará tu vivienda el ${time}.`,
      paragraphs: [
        `${buyer.name} visitará «${title}» (hora de Madrid). Añádela a tu calendario con la invitación adjunta.`,
        `Contacto del comprador: ${buyerContact(buyer)}`,
      ],
      times: [time],
      button: { href: facts.links.sellerLog, label: "Ver tus compradores" },
      template: "viewing-confirmed-seller",
      attachments: invitation(),
    }),
  ];
}

/** 'Proponer otra hora', to the buyer: they accept it or cancel from their link. */
export function viewingProposedEmail(facts: ViewingMailFacts, time: string): MailMessage {
  return viewingEmail({
    brand: facts.brand,
    to: facts.buyer.email,
    greetingName: buyerGreeting(facts),
    subject: `El vendedor propone otra hora para visitar «${facts.title}»`,
    preview: `Nueva propuesta: ${time}.`,
    paragraphs: [
      `El vendedor de «${facts.title}» no puede en las fechas que propusiste y te propone esta (hora de Madrid):`,
    ],
    times: [time],
    button: { href: facts.links.buyer, label: "Aceptar o cancelar la visita" },
    template: "viewing-proposed",
  });
}

/** 'Rechazar', to the buyer, kindly: the listing stays open to them. */
export function viewingRejectedEmail(facts: ViewingMailFacts): MailMessage {
  return viewingEmail({
    brand: facts.brand,
    to: facts.buyer.email,
    greetingName: buyerGreeting(facts),
    subject: `Tu solicitud de visita para «${facts.title}»`,
    preview: "El vendedor no puede atender tu visita.",
    paragraphs: [
      `El vendedor de «${facts.title}» no puede atender tu solicitud de visita.`,
      "Puedes seguir viendo el anuncio o escribirle desde él.",
    ],
    button: { href: facts.links.listing, label: "Ver el anuncio" },
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
  times: string[],
  attachments: MailAttachment[] | undefined,
): MailMessage {
  const { buyer, title } = facts;
  return by === "buyer"
    ? viewingEmail({
        brand: facts.brand,
        to: facts.seller.email,
        greetingName: facts.seller.name,
        subject: `Visita cancelada: «${title}»`,
        preview: `${buyer.name} ha cancelado la visita.`,
        paragraphs: [`${buyer.name} ha cancelado su visita a «${title}» (hora de Madrid):`],
        times,
        button: { href: facts.links.sellerLog, label: "Ver tus compradores" },
        template: "viewing-cancelled-to-seller",
        attachments,
      })
    : viewingEmail({
        brand: facts.brand,
        to: buyer.email,
        greetingName: buyerGreeting(facts),
        subject: `Visita cancelada: «${title}»`,
        preview: "El vendedor ha cancelado la visita.",
        paragraphs: [`El vendedor ha cancelado tu visita a «${title}» (hora de Madrid):`],
        times,
        button: { href: facts.links.listing, label: "Ver el anuncio" },
        template: "viewing-cancelled-to-buyer",
        attachments,
      });
}

/** The reminder a day before, to both. */
export function viewingReminderEmails(facts: ViewingMailFacts, time: string): MailMessage[] {
  const { buyer, title } = facts;
  return [
    viewingEmail({
      brand: facts.brand,
      to: buyer.email,
      greetingName: buyerGreeting(facts),
      subject: `Recordatorio: mañana visitas «${title}»`,
      preview: `Tu visita es el ${time}.`,
      paragraphs: [`Te recordamos tu visita a «${title}» (hora de Madrid).`, ...addressLine(facts)],
      times: [time],
      button: { href: facts.links.buyer, label: "Ver tu visita" },
      template: "viewing-reminder-buyer",
    }),
    viewingEmail({
      brand: facts.brand,
      to: facts.seller.email,
      greetingName: facts.seller.name,
      subject: `Recordatorio: mañana ${buyer.name} visita «${title}»`,
      preview: `La visita es el ${time}.`,
      paragraphs: [`Te recordamos la visita de ${buyer.name} a «${title}» (hora de Madrid).`],
      times: [time],
      button: { href: facts.links.sellerLog, label: "Ver tus compradores" },
      template: "viewing-reminder-seller",
    }),
  ];
}

/** After the visit: '¿Qué te pareció la visita?', to the buyer. */
export function viewingFeedbackEmail(facts: ViewingMailFacts): MailMessage {
  return viewingEmail({
    brand: facts.brand,
    to: facts.buyer.email,
    greetingName: buyerGreeting(facts),
    subject: "¿Qué te pareció la visita?",
    preview: `Cuéntanos qué te pareció «${facts.title}».`,
    paragraphs: [
      `Esperamos que la visita a «${facts.title}» fuera bien. Puntúala del 1 al 5 y, si quieres, deja un comentario: el vendedor lo verá.`,
    ],
    button: { href: facts.links.buyer, label: "Valorar la visita" },
    template: "viewing-feedback",
  });
}
