import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties, users } from "#app/db/schema/index";
import { isReserved } from "#app/domain/listings/labels";
import { isUuid } from "#app/lib/uuid";
import { hasActiveDeal } from "../deals/offer-deal.server";

/** What a buyer contact needs of its listing: whether it takes contacts, and whom to tell. */
export type ContactableListing = {
  id: string;
  title: string;
  /** The owner's account: the senders they marked as spam are held on all their listings. */
  ownerId: string;
  /** The owner's account e-mail (verified at sign-up): where buyer contacts go. Never sent to a buyer. */
  sellerEmail: string;
  sellerName: string;
};

/** How the seller's e-mails name a listing, one without a title too. */
export const listingTitleForMail = (title: string | null) => title?.trim() || "tu anuncio";

export type ListingContactRefusal = "not_found" | "reserved";

/**
 * The published listing a buyer may contact, or why not: unknown, draft, withdrawn or sold
 * (`not_found`, as the page itself answers 404), or reserved (an accepted offer or signed arras:
 * the call button is gone too). Locks nothing: a listing sold a moment later still gets the message it was sent.
 */
export async function findContactableListing(
  db: Db,
  propertyId: string,
): Promise<ContactableListing | ListingContactRefusal> {
  if (!isUuid(propertyId)) return "not_found";
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      arrasSigned: properties.arrasSigned,
      saleConfirmed: properties.saleConfirmed,
      hasActiveDeal: hasActiveDeal(properties.id),
      ownerId: properties.userId,
      sellerEmail: users.email,
      sellerName: users.name,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(eq(properties.id, propertyId), eq(properties.status, "published")))
    .limit(1);
  if (!row) return "not_found";
  if (isReserved(row)) return "reserved";
  return {
    id: row.id,
    title: listingTitleForMail(row.title),
    ownerId: row.ownerId,
    sellerEmail: row.sellerEmail,
    sellerName: row.sellerName,
  };
}
