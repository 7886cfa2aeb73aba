import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { type DealTerms, dealSentence, dealTermsLines } from "#app/domain/leads/deals/offer-deal";
import { formatPriceIn } from "#app/lib/i18n/format";
import { formatDayIn } from "#app/lib/i18n/format-date";
import { listingTitleIn } from "#app/lib/i18n/listing-title";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import { buyerMessage } from "./buyer-message.server";
import type { EmailBrand } from "./layout.server";
import { type OfferEmailContent, offerMessage } from "./offer.server";

/** What the deal's e-mails say about the listing and its parties. */
export type DealEmailContent = {
  brand: EmailBrand;
  propertyId: string;
  /** The accepted offer: the seller's link opens its buyer's card on it ('Compradores'). */
  leadId?: string;
  propertyTitle: string;
  deal: DealTerms & { buyerEmail: string };
  seller: { email: string; name: string };
  /** The buyer's language (buyerEmailLocale); the seller's e-mail stays Spanish. */
  buyerLocale?: Locale;
};

const sellerLogUrl = (content: DealEmailContent) =>
  `${content.brand.publicUrl}${leadLogHref(content.propertyId, content.leadId)}`;

/** The deal in the offer e-mails' frame: its quote shows the agreed terms, never the first offer alone. */
const asOffer = (content: DealEmailContent): OfferEmailContent => ({
  brand: content.brand,
  propertyId: content.propertyId,
  propertyTitle: content.propertyTitle,
  buyerName: content.deal.buyerName,
  buyerEmail: content.deal.buyerEmail,
  amount: content.deal.price,
  financing: content.deal.financing,
  arrasDate: content.deal.arrasDate,
  conditions: "",
});

/**
 * The agreed terms in the buyer's words: the same lines the Spanish pages and PDF show (Spanish is
 * dealTermsLines itself), with the arras named in Spanish beside the reader's word, as the notary
 * will say it.
 */
export function dealTermsLinesIn(locale: Locale, deal: DealTerms): string[] {
  if (locale === "es") return dealTermsLines(deal);
  const t = translator(locale);
  return [
    t("mail.deal.terms.price", { amount: formatPriceIn(locale, deal.price) }),
    t("mail.deal.terms.deposit", { amount: formatPriceIn(locale, deal.deposit) }),
    ...restOfTermsIn(locale, deal),
  ];
}

/** An offer's terms as its buyer reads them: the amount, then the rest. */
function offerTermsLinesIn(locale: Locale, offer: OfferEmailContent): string[] {
  const amount = formatPriceIn(locale, offer.amount);
  return [translator(locale)("mail.offer.terms.amount", { amount }), ...restOfTermsIn(locale, offer)];
}

/** Financing, the date proposed for the arras and any conditions: the same for an offer and a deal. */
function restOfTermsIn(
  locale: Locale,
  offer: Pick<OfferEmailContent, "financing" | "arrasDate" | "conditions">,
): string[] {
  const t = translator(locale);
  return [
    t(offer.financing === "cash" ? "mail.offer.terms.cash" : "mail.offer.terms.mortgage"),
    t("mail.offer.terms.arrasDate", { date: formatDayIn(locale, offer.arrasDate) }),
    ...(offer.conditions ? [t("mail.offer.terms.conditions", { conditions: offer.conditions })] : []),
  ];
}

/**
 * The record of the deal, one to each side, sent when the offer or the counteroffer is accepted:
 * the same sentence and the same 'Precio acordado' the pages show (offer-deal.ts).
 */
export function dealAgreedEmails(content: DealEmailContent, buyerLink: string): MailMessage[] {
  const offer = asOffer(content);
  const { deal, seller, propertyTitle: title } = content;
  const terms = dealTermsLines(deal);
  const nextStep = translator("es")("mail.deal.nextStep");
  return [
    dealAgreedToBuyerEmail(content, buyerLink),
    offerMessage(
      offer,
      seller.email,
      "deal-agreed-seller",
      `Acuerdo cerrado con ${deal.buyerName}: «${title}»`,
      {
        heading: `Hola, ${seller.name}:`,
        lines: [dealSentence(deal, "seller"), nextStep],
        terms,
        link: { label: "Ver tus compradores", href: sellerLogUrl(content) },
        after: ["El paso 4 (arras) parte de este acuerdo. Si no sigue adelante, puedes liberar la reserva."],
      },
      deal.buyerEmail,
    ),
  ];
}

/** The buyer's record of the deal, in their language: prices, dates and the next step their way. */
function dealAgreedToBuyerEmail(content: DealEmailContent, buyerLink: string): MailMessage {
  const locale = content.buyerLocale ?? "es";
  const t = translator(locale);
  const { deal, propertyTitle: title } = content;
  const price = formatPriceIn(locale, deal.price);
  const sentence =
    deal.acceptedBy === "seller"
      ? t("mail.deal.buyer.acceptedBySeller", { price })
      : t("mail.deal.buyer.acceptedByBuyer", { price });
  return buyerMessage(
    locale,
    content.brand,
    { to: deal.buyerEmail, template: "deal-agreed-buyer", subject: t("mail.deal.buyer.subject", { title }) },
    {
      heading: t("mail.helloName", { name: deal.buyerName }),
      lines: [sentence, t("mail.deal.nextStep")],
      terms: dealTermsLinesIn(locale, deal),
      link: { label: t("mail.deal.buyer.button"), href: buyerLink },
      after: [t("mail.deal.buyer.after")],
    },
  );
}

/**
 * To each buyer whose open offer is answered because the seller agreed with another one; a
 * listing without a title is named in the buyer's words.
 */
export function offerClosedEmail(
  offer: Omit<OfferEmailContent, "propertyTitle"> & { propertyTitle: string | null },
  link: string,
  locale: Locale = "es",
): MailMessage {
  const t = translator(locale);
  const title = listingTitleIn(locale, offer.propertyTitle);
  return buyerMessage(
    locale,
    offer.brand,
    { to: offer.buyerEmail, template: "offer-closed", subject: t("mail.closed.subject", { title }) },
    {
      heading: t("mail.helloName", { name: offer.buyerName }),
      lines: [t("mail.closed.line", { title }), t("mail.closed.back")],
      terms: offerTermsLinesIn(locale, { ...offer, propertyTitle: title }),
      link: { label: t("mail.deal.buyer.button"), href: link },
    },
  );
}
