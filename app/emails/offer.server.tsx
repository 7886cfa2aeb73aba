import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { FINANCING_LABELS } from "#app/domain/leads/offers/offer-states";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { formatPriceIn } from "#app/lib/i18n/format";
import { formatDayIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import { MACHINE_TRANSLATION_LABEL } from "./enquiry.server";
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

/** An offer as its e-mails tell it. */
export type OfferEmailContent = {
  brand: EmailBrand;
  propertyId: string;
  /** The offer's lead: the seller's link opens its buyer's card on it ('Compradores'). */
  leadId?: string;
  propertyTitle: string;
  buyerName: string;
  buyerEmail: string;
  amount: number;
  financing: "mortgage" | "cash";
  arrasDate: string;
  conditions: string;
  /** The adapter's Spanish of a foreign buyer's conditions, for the seller's e-mails; null when none. */
  conditionsTranslation?: string | null;
};

const termsLines = (offer: OfferEmailContent) => [
  `Importe: ${formatPrice(offer.amount)}`,
  `Financiación: ${FINANCING_LABELS[offer.financing]}`,
  `Fecha propuesta para las arras: ${formatDateEs(`${offer.arrasDate}T12:00:00Z`)}`,
  ...(offer.conditions ? [`Condiciones: ${offer.conditions}`] : []),
];

/** The terms as the seller reads them: a foreign buyer's conditions with the adapter's Spanish under them. */
const sellerTermsLines = (offer: OfferEmailContent) => [
  ...termsLines(offer),
  ...(offer.conditions && offer.conditionsTranslation
    ? [`${MACHINE_TRANSLATION_LABEL} ${offer.conditionsTranslation}`]
    : []),
];

/** One offer e-mail: greeting, lines, the terms quoted (the offer's, or `body.terms`), a button. */
export const offerMessage = (
  offer: OfferEmailContent,
  to: string,
  template: string,
  subject: string,
  body: {
    heading: string;
    lines: string[];
    terms?: string[];
    link?: { label: string; href: string };
    after?: string[];
    /** The recipient's language for the layout's footer: the buyer's; Spanish for the seller. */
    locale?: Locale;
  },
  replyTo?: string,
): MailMessage => {
  const locale = body.locale ?? "es";
  const terms = body.terms ?? termsLines(offer);
  const html = renderEmailHtml(
    <EmailLayout brand={offer.brand} locale={locale} preview={body.lines[0] ?? subject}>
      <EmailHeading>{body.heading}</EmailHeading>
      {body.lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailQuote>{terms.join("\n")}</EmailQuote>
      {body.link ? (
        <EmailButton href={body.link.href} locale={locale}>
          {body.link.label}
        </EmailButton>
      ) : null}
      {(body.after ?? []).map((line) => (
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
    ...terms,
    "",
    ...(body.link ? [`${body.link.label}: ${body.link.href}`, ""] : []),
    ...(body.after ?? []),
    "",
    textFooter(offer.brand, locale),
  ].join("\n");
  return { to, subject, html, text, template, ...(replyTo ? { replyTo } : {}) };
};

/**
 * To the address typed, right after 'Enviar oferta': the seller hears of it only once they open the
 * link. Until then the address is not proven theirs (unless they were signed in with it): the
 * e-mail shows the terms we write (amount, financing, date) but not their name or their conditions.
 */
export function offerConfirmationEmail(
  offer: OfferEmailContent,
  link: string,
  { isAddressProven, locale = "es" }: { isAddressProven: boolean; locale?: Locale },
): MailMessage {
  const t = translator(locale);
  const shown = isAddressProven ? offer : { ...offer, conditions: "" };
  const title = offer.propertyTitle;
  return offerMessage(
    shown,
    offer.buyerEmail,
    "offer-confirm",
    t("forms.mail.offer.confirmSubject", { title }),
    {
      heading: isAddressProven ? t("mail.greeting", { name: offer.buyerName }) : t("forms.mail.hello"),
      locale,
      lines: [t("forms.mail.offer.confirmLine", { title })],
      // Spanish keeps the terms every Spanish offer e-mail has always shown.
      terms: locale === "es" ? undefined : termsLinesIn(locale, shown),
      link: { label: t("forms.mail.offer.confirmButton"), href: link },
      after: [t("forms.mail.offer.confirmNotYou")],
    },
  );
}

/** To the seller, once the buyer confirmed: reply goes to the buyer; the answer is in 'Compradores'. */
export function offerToSellerEmail(
  offer: OfferEmailContent,
  seller: { email: string; name: string },
): MailMessage {
  const logUrl = `${offer.brand.publicUrl}${leadLogHref(offer.propertyId, offer.leadId)}`;
  return offerMessage(
    offer,
    seller.email,
    "offer-to-seller",
    `Nueva oferta por «${offer.propertyTitle}»`,
    {
      heading: `Hola, ${seller.name}:`,
      lines: [`${offer.buyerName} ha hecho una oferta por «${offer.propertyTitle}».`],
      terms: sellerTermsLines(offer),
      link: { label: "Responder a la oferta", href: logUrl },
      after: ["Acepta, rechaza o haz una contraoferta desde «Compradores» en tu panel."],
    },
    offer.buyerEmail,
  );
}

/** The seller's answers that leave the offer open or end it; an acceptance mails the deal (deal.server.tsx). */
export type SellerAnswer =
  | { kind: "rejected" }
  | { kind: "countered"; counterAmount: number; counterMessage: string };

/** The terms as the buyer reads them, in their language. */
const termsLinesIn = (locale: Locale, offer: OfferEmailContent) => {
  const t = translator(locale);
  return [
    t("mail.offer.terms.amount", { amount: formatPriceIn(locale, offer.amount) }),
    t(offer.financing === "cash" ? "mail.offer.terms.cash" : "mail.offer.terms.mortgage"),
    t("mail.offer.terms.arrasDate", { date: formatDayIn(locale, offer.arrasDate) }),
    ...(offer.conditions ? [t("mail.offer.terms.conditions", { conditions: offer.conditions })] : []),
  ];
};

/**
 * To the buyer, for a rejection or a counteroffer, in the buyer's language
 * (domain/users/email-locale.ts). A counteroffer carries their link to answer it.
 */
export function offerAnswerToBuyerEmail(
  offer: OfferEmailContent,
  answer: SellerAnswer,
  link: string,
  locale: Locale = "es",
): MailMessage {
  const t = translator(locale);
  const title = offer.propertyTitle;
  const heading = t("mail.greeting", { name: offer.buyerName });
  const terms = termsLinesIn(locale, offer);
  if (answer.kind === "rejected")
    return offerMessage(
      offer,
      offer.buyerEmail,
      "offer-rejected",
      t("mail.offer.rejected.subject", { title }),
      {
        heading,
        locale,
        lines: [t("mail.offer.rejected.line", { title })],
        terms,
        link: { label: t("mail.offer.rejected.button"), href: link },
      },
    );
  return offerMessage(
    offer,
    offer.buyerEmail,
    "offer-countered",
    t("mail.offer.countered.subject", { title }),
    {
      heading,
      locale,
      lines: [
        t("mail.offer.countered.line", { amount: formatPriceIn(locale, answer.counterAmount), title }),
        ...(answer.counterMessage
          ? [t("mail.offer.countered.message", { message: answer.counterMessage })]
          : []),
        t("mail.offer.countered.yours"),
      ],
      terms,
      link: { label: t("mail.offer.countered.button"), href: link },
    },
  );
}

/** To the seller, when the buyer withdraws (an acceptance mails the deal: deal.server.tsx). */
export function offerWithdrawnToSellerEmail(
  offer: OfferEmailContent,
  seller: { email: string; name: string },
): MailMessage {
  const logUrl = `${offer.brand.publicUrl}${leadLogHref(offer.propertyId, offer.leadId)}`;
  return offerMessage(
    offer,
    seller.email,
    "offer-withdrawn",
    `${offer.buyerName} retira su oferta por «${offer.propertyTitle}»`,
    {
      heading: `Hola, ${seller.name}:`,
      lines: [`${offer.buyerName} ha retirado su oferta.`],
      terms: sellerTermsLines(offer),
      link: { label: "Ver tus compradores", href: logUrl },
    },
    offer.buyerEmail,
  );
}

/**
 * To the seller, when the buyer answers their counteroffer with a new amount: the terms
 * below are the new offer's; the seller accepts or rejects it from 'Compradores'.
 */
export function offerCounteredBackToSellerEmail(
  offer: OfferEmailContent,
  seller: { email: string; name: string },
  { counterAmount }: { counterAmount: number | null },
): MailMessage {
  const logUrl = `${offer.brand.publicUrl}${leadLogHref(offer.propertyId)}`;
  return offerMessage(
    offer,
    seller.email,
    "offer-countered-back",
    `${offer.buyerName} responde a tu contraoferta por «${offer.propertyTitle}»`,
    {
      heading: `Hola, ${seller.name}:`,
      lines: [
        counterAmount === null
          ? `${offer.buyerName} te propone ${formatPrice(offer.amount)}.`
          : `${offer.buyerName} responde a tu contraoferta de ${formatPrice(counterAmount)} con ${formatPrice(offer.amount)}.`,
        "Su nueva oferta:",
      ],
      terms: sellerTermsLines(offer),
      link: { label: "Responder a la oferta", href: logUrl },
      after: ["Acepta o rechaza esta oferta desde «Compradores» en tu panel."],
    },
    offer.buyerEmail,
  );
}
