import type { Transaction } from "#app/db/client.server";
import type { EmailBrand } from "#app/emails/layout.server";
import { offerToSellerEmail } from "#app/emails/offer.server";
import type { MailMessage } from "#app/lib/mailer.server";
import { emailContent, loadOffer } from "./offers.server";

/**
 * One seller e-mail per offer from the translation job, however many of its runs reach it: the
 * queue refuses a second e-mail with this key while the first is alive.
 */
export const offerSellerMailKey = (leadId: string) => `offer-to-seller:${leadId}`;

/**
 * 'Nueva oferta' written from the offer's rows, the adapter's Spanish of its conditions included
 * when it was stored. Null when the offer is gone or no longer waits for the seller (the buyer
 * withdrew it meanwhile: its own e-mail told the seller).
 */
export async function offerSellerMail(
  tx: Transaction,
  brand: EmailBrand,
  leadId: string,
): Promise<MailMessage | null> {
  const offer = await loadOffer(tx, leadId);
  if (offer?.state !== "submitted") return null;
  return offerToSellerEmail(emailContent(brand, offer), { email: offer.sellerEmail, name: offer.sellerName });
}
