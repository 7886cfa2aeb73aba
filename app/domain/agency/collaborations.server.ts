import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { propertyContracts } from "#app/db/schema/contracts";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { listingSplit } from "./agreement";
import { finalFeeState } from "./final-fee-state";

/**
 * /agency/final-fee (admins only, checked by the route): every agency collaboration with its
 * price, commission, split and final-fee state, and its newest accepted contract.
 */
export async function listAgencyCollaborations(db: Db, { limit = 200 } = {}) {
  const latestContract = db
    .selectDistinctOn([propertyContracts.propertyId], {
      propertyId: propertyContracts.propertyId,
      contractId: sql<string>`${propertyContracts.id}`.as("contract_id"),
      acceptedAt: sql<Date>`${propertyContracts.acceptedAt}`.as("contract_accepted_at"),
    })
    .from(propertyContracts)
    .orderBy(propertyContracts.propertyId, desc(propertyContracts.acceptedAt))
    .as("latest_contract");
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      price: properties.price,
      agencyDetails: properties.agencyDetails,
      agencyCommissionPercentage: properties.agencyCommissionPercentage,
      agencyCommissionFixed: properties.agencyCommissionFixed,
      marketingActive: properties.marketingActive,
      saleConfirmed: properties.saleConfirmed,
      paymentStatus: properties.paymentStatus,
      createdAt: properties.createdAt,
      ownerEmail: users.email,
      contractId: latestContract.contractId,
      contractAcceptedAt: latestContract.acceptedAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(latestContract, eq(latestContract.propertyId, properties.id))
    .where(eq(properties.propertyOrigin, "agency"))
    .orderBy(desc(properties.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    price: row.price,
    companyName: row.agencyDetails?.company_name ?? null,
    ownerEmail: row.ownerEmail,
    agencyCommissionPercentage: row.agencyCommissionPercentage,
    agencyCommissionFixed: row.agencyCommissionFixed,
    split: listingSplit(row),
    finalFee: finalFeeState(row),
    contractId: row.contractId,
    contractAcceptedAt: row.contractAcceptedAt ? new Date(row.contractAcceptedAt).toISOString() : null,
  }));
}
export type AgencyCollaboration = Awaited<ReturnType<typeof listAgencyCollaborations>>[number];
