import type { MailMessage } from "#app/lib/mailer.server";
import { sellerTime, type ViewingMailFacts, viewingEmail } from "./viewing.server";

/**
 * 'Proponer otra hora' from the buyer's side ('Mis solicitudes'), to the seller (reply-to
 * the buyer): the buyer asks for this time instead; the seller confirms it in 'Compradores'.
 */
export function viewingBuyerProposedEmail(facts: ViewingMailFacts, startsAt: Date): MailMessage {
  const time = sellerTime(startsAt);
  return viewingEmail({
    brand: facts.brand,
    to: facts.seller.email,
    greeting: `Hola, ${facts.seller.name}:`,
    subject: `${facts.buyer.name} propone otra hora para visitar «${facts.title}»`,
    preview: `Nueva propuesta: ${time}.`,
    paragraphs: [`${facts.buyer.name} te propone esta hora para visitar «${facts.title}» (hora de Madrid):`],
    times: [time],
    button: { href: facts.links.sellerLog, label: "Confirmar o proponer otra hora" },
    template: "viewing-buyer-proposed",
    replyTo: facts.buyer.email,
  });
}
