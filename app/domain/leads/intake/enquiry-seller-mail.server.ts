import { eq } from "drizzle-orm";
import type { Transaction } from "#app/db/client.server";
import { leads, properties, users } from "#app/db/schema/index";
import { enquiryToSellerEmail } from "#app/emails/enquiry.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { MailMessage } from "#app/lib/mailer.server";
import { listingTitleForMail } from "./contactable-listing.server";

/**
 * One seller e-mail per message, however many runs of the translation job reach it: the queue
 * refuses a second e-mail with this key while the first is alive.
 */
export const enquirySellerMailKey = (leadId: string) => `enquiry-to-seller:${leadId}`;

/**
 * The seller's e-mail about a stored message, written from its rows as the lead's own transaction
 * would have written it, with the adapter's Spanish under the buyer's words when there is one.
 * Null when the lead is gone (deleted with its listing or account meanwhile).
 */
export async function enquirySellerMail(
  tx: Transaction,
  brand: EmailBrand,
  leadId: string,
  messageTranslation: string | null,
): Promise<MailMessage | null> {
  const [row] = await tx
    .select({
      propertyId: leads.propertyId,
      buyerName: leads.buyerName,
      buyerEmail: leads.buyerEmail,
      buyerPhone: leads.buyerPhone,
      message: leads.message,
      title: properties.title,
      sellerEmail: users.email,
      sellerName: users.name,
    })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(leads.id, leadId));
  if (!row) return null;
  return enquiryToSellerEmail({
    to: row.sellerEmail,
    sellerName: row.sellerName,
    brand,
    propertyId: row.propertyId,
    leadId,
    propertyTitle: listingTitleForMail(row.title),
    buyer: { name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    message: row.message,
    messageTranslation,
  });
}
