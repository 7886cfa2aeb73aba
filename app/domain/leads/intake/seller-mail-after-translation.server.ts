import { eq } from "drizzle-orm";
import type { Transaction } from "#app/db/client.server";
import { leads } from "#app/db/schema/index";
import type { EmailBrand } from "#app/emails/layout.server";
import type { MailMessage } from "#app/lib/mailer.server";
import { offerSellerMail, offerSellerMailKey } from "../offers/offer-seller-mail.server";
import { enquirySellerMail, enquirySellerMailKey } from "./enquiry-seller-mail.server";

/**
 * The seller's e-mail that waited for the translation of the buyer's words, by the lead's kind, with
 * the key that keeps it one. `spanish` is what the job stored (null after its last failed try).
 * Null when there is nobody to tell any more.
 */
export async function sellerMailAfterTranslation(
  tx: Transaction,
  brand: EmailBrand,
  leadId: string,
  spanish: string | null,
): Promise<{ message: MailMessage; key: string } | null> {
  const [lead] = await tx.select({ kind: leads.kind }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  if (lead.kind === "offer") {
    // Read from the offer's rows, where the job has just stored the Spanish.
    const message = await offerSellerMail(tx, brand, leadId);
    return message && { message, key: offerSellerMailKey(leadId) };
  }
  const message = await enquirySellerMail(tx, brand, leadId, spanish);
  return message && { message, key: enquirySellerMailKey(leadId) };
}
