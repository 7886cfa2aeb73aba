import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { type AgencyDealStage, agencyDealReports } from "#app/db/schema/agency-deal-reports";
import { properties } from "#app/db/schema/properties";
import type { SessionUser } from "#app/domain/users/session.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";
import { platformShareAtPrice } from "./commission";
import { finalPriceWarning } from "./deal-report.schema";

type Reader = Pick<Db, "select">;

/** A confirmed report as the agency's page, the staff panel and the e-mail show it. */
export type DealReport = {
  id: string;
  stage: AgencyDealStage;
  signedOn: string;
  finalPrice: number | null;
  buyerName: string | null;
  platformShare: number | null;
  hasDocument: boolean;
  reportedAt: string;
};

const REPORT_COLUMNS = {
  id: agencyDealReports.id,
  propertyId: agencyDealReports.propertyId,
  stage: agencyDealReports.stage,
  signedOn: agencyDealReports.signedOn,
  finalPrice: agencyDealReports.finalPrice,
  buyerName: agencyDealReports.buyerName,
  platformShare: agencyDealReports.platformShare,
  documentKey: agencyDealReports.documentKey,
  reportedAt: agencyDealReports.reportedAt,
  confirmedAt: agencyDealReports.confirmedAt,
};

function toReport(row: {
  id: string;
  stage: AgencyDealStage;
  signedOn: string;
  finalPrice: number | null;
  buyerName: string | null;
  platformShare: number | null;
  documentKey: string | null;
  reportedAt: Date;
  confirmedAt: Date | null;
}): DealReport {
  return {
    id: row.id,
    stage: row.stage,
    signedOn: row.signedOn,
    finalPrice: row.finalPrice,
    buyerName: row.buyerName,
    platformShare: row.platformShare,
    hasDocument: row.documentKey !== null,
    reportedAt: (row.confirmedAt ?? row.reportedAt).toISOString(),
  };
}

/** What the agency already reported for its listing (step 3 shows it), oldest stage first. */
export async function findDealReports(
  db: Reader,
  user: Pick<SessionUser, "id">,
  propertyId: string,
): Promise<DealReport[]> {
  const rows = await db
    .select(REPORT_COLUMNS)
    .from(agencyDealReports)
    .innerJoin(properties, eq(properties.id, agencyDealReports.propertyId))
    .where(
      and(
        eq(agencyDealReports.propertyId, propertyId),
        eq(agencyDealReports.status, "confirmed"),
        eq(properties.userId, user.id),
      ),
    )
    .orderBy(asc(agencyDealReports.stage));
  return rows.map(toReport);
}

/** Every confirmed report of every agency listing, by listing: the staff panel's agency view. */
export async function dealReportsByListing(db: Reader): Promise<Map<string, DealReport[]>> {
  const rows = await db
    .select(REPORT_COLUMNS)
    .from(agencyDealReports)
    .where(eq(agencyDealReports.status, "confirmed"))
    .orderBy(asc(agencyDealReports.stage));
  const byListing = new Map<string, DealReport[]>();
  for (const row of rows)
    byListing.set(row.propertyId, [...(byListing.get(row.propertyId) ?? []), toReport(row)]);
  return byListing;
}

/** The report waiting for the agency's confirmation, with the share and warning computed here. */
export type PendingDealReport = {
  id: string;
  stage: AgencyDealStage;
  signedOn: string;
  finalPrice: number;
  buyerName: string;
  platformShare: number | null;
  warning: string | null;
};

export async function findPendingDealReport(
  db: Reader,
  user: Pick<SessionUser, "id">,
  propertyId: string,
): Promise<PendingDealReport | null> {
  const [row] = await db
    .select({
      ...REPORT_COLUMNS,
      listingPrice: properties.price,
      agencyCommissionPercentage: properties.agencyCommissionPercentage,
      agencyCommissionFixed: properties.agencyCommissionFixed,
    })
    .from(agencyDealReports)
    .innerJoin(properties, eq(properties.id, agencyDealReports.propertyId))
    .where(
      and(
        eq(agencyDealReports.propertyId, propertyId),
        eq(agencyDealReports.status, "pending"),
        eq(properties.userId, user.id),
      ),
    );
  if (!row || row.finalPrice === null || !row.buyerName) return null;
  return {
    id: row.id,
    stage: row.stage,
    signedOn: row.signedOn,
    finalPrice: row.finalPrice,
    buyerName: row.buyerName,
    platformShare: platformShareAtPrice(row.finalPrice, row),
    warning: finalPriceWarning(row.finalPrice, row.listingPrice),
  };
}

/**
 * The signed document of a report, for the agency whose listing it is or for staff; null for
 * anyone else, an unknown id or a report without a file (the route answers the same 404).
 */
export async function dealReportDocument({
  db,
  storage,
  user,
  reportId,
}: {
  db: Reader;
  storage: FileStorage;
  user: Pick<SessionUser, "id" | "role">;
  reportId: string;
}) {
  if (!isUuid(reportId)) return null;
  const [row] = await db
    .select({
      key: agencyDealReports.documentKey,
      type: agencyDealReports.documentType,
      stage: agencyDealReports.stage,
    })
    .from(agencyDealReports)
    .innerJoin(properties, eq(properties.id, agencyDealReports.propertyId))
    // Staff read any report; anyone else only one on a listing of their own.
    .where(
      and(
        eq(agencyDealReports.id, reportId),
        user.role === "admin" ? undefined : eq(properties.userId, user.id),
      ),
    );
  if (!row?.key || !row.type) return null;
  const stored = await storage.get(BUCKETS.propertyContracts, row.key);
  if (!stored) return null;
  const extension = row.key.split(".").pop() ?? "pdf";
  return { body: stored.body, contentType: row.type, fileName: `firma-${row.stage}.${extension}` };
}
