import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { type DealTerms, dealSentence, dealTermsLines } from "#app/domain/leads/deals/offer-deal";
import type { MailMessage } from "#app/lib/mailer.server";
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
 * The record of the deal, one to each side, sent when the offer or the counteroffer is accepted:
 * the same sentence and the same 'Precio acordado' the pages show (offer-deal.ts).
 */
export function dealAgreedEmails(content: DealEmailContent, buyerLink: string): MailMessage[] {
  const offer = asOffer(content);
  const { deal, seller, propertyTitle: title } = content;
  const terms = dealTermsLines(deal);
  const nextStep =
    "El siguiente paso es firmar el contrato de arras. La vivienda queda reservada mientras tanto.";
  return [
    offerMessage(offer, deal.buyerEmail, "deal-agreed-buyer", `Acuerdo cerrado: «${title}»`, {
      heading: `Hola, ${deal.buyerName}:`,
      lines: [dealSentence(deal, "buyer"), nextStep],
      terms,
      link: { label: "Ver mi oferta", href: buyerLink },
      after: ["El vendedor se pondrá en contacto contigo para fijar la firma."],
    }),
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

/** To each buyer whose open offer is answered because the seller agreed with another one. */
export function offerClosedEmail(offer: OfferEmailContent, link: string): MailMessage {
  return offerMessage(offer, offer.buyerEmail, "offer-closed", `Oferta cerrada: «${offer.propertyTitle}»`, {
    heading: `Hola, ${offer.buyerName}:`,
    lines: [
      `El vendedor ha aceptado otra oferta por «${offer.propertyTitle}»: la vivienda queda reservada y tu oferta se cierra.`,
      "Si la reserva se libera, la vivienda volverá a estar en venta en el portal.",
    ],
    link: { label: "Ver mi oferta", href: link },
  });
}
