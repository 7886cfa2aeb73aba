import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, leadViewings, properties, users } from "#app/db/schema/index";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import type { Locale } from "#app/lib/i18n/locales";
import { isUuid } from "#app/lib/uuid";
import type { LeadKind } from "../log/kinds";
import { buyerLinkExpiresAt, isBuyerLinkExpired, type LeadLifeFacts } from "../log/lead-lifecycle";

export type BuyerLead = {
  id: string;
  kind: LeadKind;
  /** The link no longer works: the lead closed more than 90 days ago (lead-lifecycle.ts). */
  expired: boolean;
  /** When it stops working, once the lead has closed; null while it is open. */
  expiresAt: Date | null;
  /** The listing, while it is on the portal: where a buyer whose link expired can write again. */
  listingId: string | null;
  /**
   * The page's language: the buyer's account's if they have one, else the lead's (the page they
   * wrote from) — the language their e-mails, which link here, are written in.
   */
  locale: Locale;
};

/**
 * The lead behind a buyer's signed link (`/solicitud/<token>`), by kind, so the page hands it to
 * that kind's part (an offer, a viewing), and whether the link has expired. Null when it is gone
 * (retention, listing deleted).
 */
export async function findBuyerLead(db: Db, leadId: string, now = new Date()): Promise<BuyerLead | null> {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      state: leads.state,
      updatedAt: leads.updatedAt,
      discardedAt: leads.discardedAt,
      propertyId: properties.id,
      listingStatus: properties.status,
      listingUpdatedAt: properties.updatedAt,
      proposedSlots: leadViewings.proposedSlots,
      scheduledAt: leadViewings.scheduledAt,
      leadLocale: leads.locale,
      accountLocale: users.locale,
    })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(leadViewings, eq(leadViewings.leadId, leads.id))
    .leftJoin(users, eq(users.id, leads.buyerUserId))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return null;
  const facts: LeadLifeFacts = {
    kind: row.kind,
    state: row.state,
    updatedAt: row.updatedAt,
    discardedAt: row.discardedAt,
    listing: { status: row.listingStatus, updatedAt: row.listingUpdatedAt },
    viewing: row.proposedSlots ? { proposedSlots: row.proposedSlots, scheduledAt: row.scheduledAt } : null,
  };
  return {
    id: row.id,
    kind: row.kind,
    expired: isBuyerLinkExpired(facts, now),
    expiresAt: buyerLinkExpiresAt(facts, now),
    listingId: row.listingStatus === "published" ? row.propertyId : null,
    locale: buyerEmailLocale(
      row.accountLocale === null ? null : { locale: row.accountLocale },
      row.leadLocale,
    ),
  };
}
