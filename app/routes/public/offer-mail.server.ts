import type { AppLoadContext } from "react-router";
import { buyerLinkUrl } from "#app/domain/leads/buyer-link.server";
import type { OfferMail } from "#app/domain/leads/offers.server";
import { emailBrand } from "#app/emails/brand.server";

/** How an offer's e-mails leave this server: the durable queue, with the buyer's signed link. */
export function offerMail(context: AppLoadContext): OfferMail {
  const brand = emailBrand(context.env);
  return {
    enqueueMail: (message) => context.mailer.enqueue(message),
    brand,
    buyerLink: (leadId) => buyerLinkUrl(brand.publicUrl, context.env.AUTH_SECRET, leadId),
    logger: context.logger,
  };
}
