import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, properties, users } from "#app/db/schema/index";
import { isReserved } from "#app/domain/listings/labels";
import { enquiryCopyToBuyerEmail, enquiryToSellerEmail } from "#app/emails/enquiry.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Logger } from "#app/lib/logger.server";
import type { MailMessage } from "#app/lib/mailer.server";
import type { RateLimitStore } from "#app/lib/rate-limit.server";
import type { ContactSellerForm } from "./contact.schema";
import { LEAD_KIND_INFO } from "./kinds";
import { reserveLeadAttempt } from "./rate-limits.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a buyer contact needs of its listing: whether it takes contacts, and whom to tell. */
export type ContactableListing = {
  id: string;
  title: string;
  /** The owner's account e-mail (verified at sign-up): where buyer contacts go. Never sent to a buyer. */
  sellerEmail: string;
  sellerName: string;
};

export type ListingContactRefusal = "not_found" | "reserved";

/**
 * The published listing a buyer may contact, or why not: unknown, draft, withdrawn or sold
 * (`not_found`, as the page itself answers 404), or reserved (arras signed: the call button is
 * gone too). Locks nothing: a listing sold a moment later still gets the message it was sent.
 */
export async function findContactableListing(
  db: Db,
  propertyId: string,
): Promise<ContactableListing | ListingContactRefusal> {
  if (!UUID.test(propertyId)) return "not_found";
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      arrasSigned: properties.arrasSigned,
      saleConfirmed: properties.saleConfirmed,
      sellerEmail: users.email,
      sellerName: users.name,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(eq(properties.id, propertyId), eq(properties.status, "published")))
    .limit(1);
  if (!row) return "not_found";
  if (isReserved({ status: row.status, arrasSigned: row.arrasSigned, saleConfirmed: row.saleConfirmed }))
    return "reserved";
  return {
    id: row.id,
    title: row.title?.trim() || "tu anuncio",
    sellerEmail: row.sellerEmail,
    sellerName: row.sellerName,
  };
}

export type EnquiryOutcome =
  | { ok: true; leadId: string }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "reserved" }
  | { ok: false; reason: "rate_limited"; scope: "address" | "listing"; retryAfterMs: number };

export type SubmitEnquiryInput = {
  db: Db;
  rateLimiter: RateLimitStore;
  /** The durable queue's `enqueue` (context.mailer.enqueue): each e-mail is queued, never sent inline. */
  enqueueMail: (message: MailMessage) => unknown;
  brand: EmailBrand;
  logger: Pick<Logger, "error">;
  propertyId: string;
  form: ContactSellerForm;
  /** The signed-in buyer, if any: their data export then includes this message. */
  buyerUserId: string | null;
  clientIp: string;
  rateLimitFactor?: number;
};

/**
 * 'Contactar con el vendedor': records the message as an enquiry in the listing's lead log and
 * queues two e-mails — the message to the seller (Reply-To the buyer) and a copy to the buyer.
 * The limits are reserved before anything is stored; a refused listing costs no budget.
 */
export async function submitEnquiry(input: SubmitEnquiryInput): Promise<EnquiryOutcome> {
  const { db, form, propertyId } = input;
  const listing = await findContactableListing(db, propertyId);
  if (listing === "not_found" || listing === "reserved") return { ok: false, reason: listing };
  const limit = await reserveLeadAttempt(input.rateLimiter, {
    ip: input.clientIp,
    propertyId,
    factor: input.rateLimitFactor,
  });
  if (!limit.allowed)
    return { ok: false, reason: "rate_limited", scope: limit.scope, retryAfterMs: limit.retryAfterMs };

  const [lead] = await db
    .insert(leads)
    .values({
      propertyId,
      kind: "enquiry",
      state: LEAD_KIND_INFO.enquiry.initialState,
      buyerName: form.name,
      buyerEmail: form.email,
      buyerPhone: form.phone ?? null,
      message: form.message,
      buyerUserId: input.buyerUserId,
    })
    .returning({ id: leads.id });
  if (!lead) throw new Error("lead not stored");

  const content = {
    brand: input.brand,
    propertyId,
    propertyTitle: listing.title,
    buyer: { name: form.name, email: form.email, phone: form.phone ?? null },
    message: form.message,
  };
  const messages = [
    enquiryToSellerEmail({ ...content, to: listing.sellerEmail, sellerName: listing.sellerName }),
    enquiryCopyToBuyerEmail(content),
  ];
  for (const message of messages) {
    // The lead is stored either way: the seller also finds it under 'Compradores'.
    const accepted = await input.enqueueMail(message);
    if (accepted === false)
      input.logger.error({ leadId: lead.id, template: message.template }, "lead e-mail not queued");
  }
  return { ok: true, leadId: lead.id };
}
