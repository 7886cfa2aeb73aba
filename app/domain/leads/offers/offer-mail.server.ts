import type { Db } from "#app/db/client.server";
import { emailBrand } from "#app/emails/brand.server";
import type { Env } from "#app/lib/env.server";
import type { JobQueue } from "#app/lib/jobs.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import { buyerLinkUrl } from "../requests/buyer-link.server";
import { joinHeldLeadDigestNow } from "../review/held-lead-digest.server";
import type { OfferMail } from "./offers.server";

/**
 * How an offer's e-mails leave this server: the durable queue, with the buyer's signed link. From
 * what the server hands every request, so the listing's page, the dashboard and the buyer's link
 * build it one way (docs/decisions/0048-leads-by-noun.md).
 */
export function offerMail(context: {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  env: Env;
  logger: Logger;
}): OfferMail {
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
