import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts } from "#app/db/schema/arras-contracts";
import { leads } from "#app/db/schema/leads";
import { activeDealFor } from "#app/domain/leads/deals/offer-deal.server";
import { shownToSeller } from "#app/domain/leads/log/lead-log.server";
import type { EvidenceArrasBuyer, EvidenceOffer, FeeEvidence } from "./fee-evidence";

type Executor = Pick<Db, "select">;

/**
 * The platform offer the seller accepted, or null: the listing's agreed deal while it holds
 * (app/domain/leads/deals/offer-deal.server.ts), at its agreed price. A released deal is no evidence by
 * itself; its buyer still counts through the lead log and the arras contract.
 */
export async function findAcceptedPlatformOffer(
  db: Executor,
  propertyId: string,
): Promise<EvidenceOffer | null> {
  const deal = await activeDealFor(db, propertyId);
  if (!deal) return null;
  return { leadId: deal.leadId, buyerName: deal.buyerName, buyerEmail: deal.buyerEmail, amount: deal.price };
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The buyers named in the arras contract the seller generated (draft or signed). */
async function findArrasBuyers(db: Executor, propertyId: string): Promise<EvidenceArrasBuyer[]> {
  const [row] = await db
    .select({ terms: arrasContracts.terms })
    .from(arrasContracts)
    .where(eq(arrasContracts.propertyId, propertyId));
  if (!row || typeof row.terms !== "object" || row.terms === null) return [];
  const terms = row.terms as Record<string, unknown>;
  return (["buyer1", "buyer2"] as const)
    .map((key) => ({
      name: text(terms[`${key}Name`]),
      dni: text(terms[`${key}Id`]),
      email: text(terms[`${key}Email`]) || null,
    }))
    .filter((buyer) => buyer.name !== "");
}

/** Everyone who contacted the seller through the listing, as the seller's own log shows them. */
async function findListingLeads(db: Executor, propertyId: string) {
  const rows = await db
    .select({
      id: leads.id,
      buyerName: leads.buyerName,
      buyerEmail: leads.buyerEmail,
      buyerPhone: leads.buyerPhone,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(eq(leads.propertyId, propertyId), shownToSeller))
    .orderBy(desc(leads.createdAt));
  return rows.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() }));
}

/** What the product knows of the deal. Call for the owner's own property, or as staff. */
export async function gatherFeeEvidence(db: Executor, propertyId: string): Promise<FeeEvidence> {
  const [acceptedOffer, arrasBuyers, listingLeads] = await Promise.all([
    findAcceptedPlatformOffer(db, propertyId),
    findArrasBuyers(db, propertyId),
    findListingLeads(db, propertyId),
  ]);
  return { acceptedOffer, arrasBuyers, leads: listingLeads };
}
