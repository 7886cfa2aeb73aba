import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts } from "#app/db/schema/arras-contracts";
import { leadOffers } from "#app/db/schema/lead-offers";
import { leads } from "#app/db/schema/leads";
import { shownToSeller } from "#app/domain/leads/lead-log.server";
import { agreedAmount } from "#app/domain/leads/offer-views.server";
import type { EvidenceArrasBuyer, EvidenceOffer, FeeEvidence } from "./fee-evidence";

type Executor = Pick<Db, "select">;

/**
 * The platform offer the seller accepted, or null. The ONE place the fee evidence reads the agreed
 * deal: today from the offer lead in state 'accepted'; when the stored agreed-deal record lands,
 * point this function at it and nothing else changes.
 */
export async function findAcceptedPlatformOffer(
  db: Executor,
  propertyId: string,
): Promise<EvidenceOffer | null> {
  const [row] = await db
    .select({
      leadId: leads.id,
      buyerName: leads.buyerName,
      buyerEmail: leads.buyerEmail,
      amount: leadOffers.amount,
      counterAmount: leadOffers.counterAmount,
      state: leads.state,
    })
    .from(leads)
    .innerJoin(leadOffers, eq(leadOffers.leadId, leads.id))
    .where(and(eq(leads.propertyId, propertyId), eq(leads.kind, "offer"), eq(leads.state, "accepted")))
    .orderBy(desc(leads.updatedAt))
    .limit(1);
  if (!row) return null;
  return {
    leadId: row.leadId,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    amount: agreedAmount(row),
  };
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
