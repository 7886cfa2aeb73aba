import type { AppLoadContext } from "react-router";
import type { OfferMail } from "#app/domain/leads/offers/offers.server";
import { buyerLinkUrl } from "#app/domain/leads/requests/buyer-link.server";
import { joinHeldLeadDigestNow } from "#app/domain/leads/review/held-lead-digest.server";
import { emailBrand } from "#app/emails/brand.server";

/** How an offer's e-mails leave this server: the durable queue, with the buyer's signed link. */
export function offerMail(context: AppLoadContext): OfferMail {
  const brand = emailBrand(context.env);
  return {
    mailer: context.mailer,
    brand,
    buyerLink: (leadId) => buyerLinkUrl(brand.publicUrl, context.env.AUTH_SECRET, leadId),
    logger: context.logger,
    joinHeldDigest: (propertyId) =>
      joinHeldLeadDigestNow(context, propertyId, context.env.HELD_LEAD_DIGEST_DELAY_MS),
  };
}
