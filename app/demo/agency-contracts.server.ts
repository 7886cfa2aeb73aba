import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { propertyContracts } from "#app/db/schema/contracts";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { agencyContractHtml } from "#app/domain/agency/contract";
import { renderAgencyContractPdf } from "#app/domain/agency/contract-pdf.server";
import { collaborationContractKey, managementContractKey } from "#app/domain/agency/management-contract";
import { sampleManagementContract } from "#app/domain/agency/sample-agency-property.server";
import type { Logger } from "#app/lib/logger.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { DEMO_ACCOUNTS } from "./accounts";

/**
 * The demo agency's listings as a real agency's would be: each with its management contract and
 * the accepted collaboration contract (row with the exact HTML, and its PDF), accepted when the
 * listing was published. Idempotent: only listings without a contract get one, so it also
 * completes data seeded before contracts existed.
 */
export async function seedAgencyContracts(
  db: Db,
  { storage, logger }: { storage: FileStorage; logger: Logger },
): Promise<number> {
  const missing = await db
    .select({
      id: properties.id,
      userId: properties.userId,
      agencyDetails: properties.agencyDetails,
      managementContractUrl: properties.managementContractUrl,
      createdAt: properties.createdAt,
      email: users.email,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(propertyContracts, eq(propertyContracts.propertyId, properties.id))
    .where(
      and(
        eq(users.email, DEMO_ACCOUNTS.agency.email),
        eq(properties.propertyOrigin, "agency"),
        isNull(propertyContracts.id),
      ),
    );
  let created = 0;
  for (const listing of missing) {
    const agency = listing.agencyDetails;
    if (!agency) continue;
    const acceptedAt = listing.createdAt;
    const timestamp = acceptedAt.getTime();
    const written: string[] = [];
    try {
      let managementKey = listing.managementContractUrl;
      if (!managementKey) {
        managementKey = managementContractKey(listing.userId, listing.id, timestamp);
        await storage.put(
          BUCKETS.propertyContracts,
          managementKey,
          await sampleManagementContract(agency.company_name),
          "application/pdf",
        );
        written.push(managementKey);
      }
      const pdfKey = collaborationContractKey(listing.userId, listing.id, timestamp);
      const pdf = await renderAgencyContractPdf({ agency, acceptedAt, acceptedBy: listing.email });
      await storage.put(BUCKETS.propertyContracts, pdfKey, pdf, "application/pdf");
      written.push(pdfKey);
      await db.transaction(async (tx) => {
        await tx.insert(propertyContracts).values({
          userId: listing.userId,
          propertyId: listing.id,
          contractHtml: agencyContractHtml(agency, acceptedAt),
          acceptedAt,
          pdfStoragePath: pdfKey,
        });
        await tx
          .update(properties)
          .set({ managementContractUrl: managementKey })
          .where(eq(properties.id, listing.id));
      });
      created += 1;
    } catch (error) {
      await Promise.allSettled(written.map((key) => storage.delete(BUCKETS.propertyContracts, key)));
      throw error;
    }
  }
  if (created > 0) logger.info({ contracts: created }, "demo agency contracts created");
  return created;
}
