import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { agencyDealReports } from "#app/db/schema/agency-deal-reports";
import { properties } from "#app/db/schema/properties";
import { DomainError } from "#app/domain/errors";
import type { SessionUser } from "#app/domain/users/session.server";
import { agencyDealReportEmail } from "#app/emails/agency-deal-report.server";
import { emailBrand } from "#app/emails/brand.server";
import { CONFIRMATION_REQUIRED, CONFIRMATION_REQUIRED_MESSAGE } from "#app/lib/confirmation";
import type { Env } from "#app/lib/env.server";
import { formatPrice } from "#app/lib/format";
import type { Mailer } from "#app/lib/mailer.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";
import { finalPriceShareText } from "./agreement";
import { DEAL_STAGE_LABELS, type DealReportForm, dealDocumentProblem } from "./deal-report.schema";

export type DealReport = {
  stage: DealReportForm["stage"];
  signedOn: string;
  reportedAt: string;
  finalPrice: number | null;
  buyerName: string | null;
};

/**
 * The agency's 48-hour report (agency terms: arras or deed within 48 hours), from step 3 of its own
 * collaboration once the campaign is running. The listing is checked against the signed-in user in
 * the query; the date was validated by the schema. The row and the staff e-mail are stored in one
 * transaction: staff hear of every report that was saved, and of none that was not.
 */
export async function reportAgencyDeal({
  db,
  mailer,
  env,
  user,
  storage,
  propertyId,
  report,
  document,
  confirmed,
}: {
  db: Db;
  mailer: Mailer;
  env: Pick<Env, "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL">;
  user: Pick<SessionUser, "id">;
  storage: FileStorage;
  propertyId: string;
  report: DealReportForm;
  /** The signed deed or arras as uploaded; checked here by its content. */
  document: Buffer | null;
  /** The agency saw the share computed from its final price and confirmed. */
  confirmed: boolean;
}): Promise<void> {
  const [listing] = await db
    .select({
      title: properties.title,
      agency: properties.agencyDetails,
      live: properties.marketingActive,
      agencyCommissionPercentage: properties.agencyCommissionPercentage,
      agencyCommissionFixed: properties.agencyCommissionFixed,
    })
    .from(properties)
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.userId, user.id),
        eq(properties.propertyOrigin, "agency"),
      ),
    );
  if (!listing) throw new DomainError("not_found", "No se encontró la propiedad.");
  if (!listing.live)
    throw new DomainError(
      "conflict",
      "Podrás comunicar la firma cuando la campaña de marketing esté activa (paso 2).",
    );
  const documentProblem = dealDocumentProblem(document);
  if (documentProblem || !document) throw new DomainError("invalid", documentProblem ?? "");
  if (!confirmed) throw new DomainError(CONFIRMATION_REQUIRED, CONFIRMATION_REQUIRED_MESSAGE);
  // In the agency's own folder, named by the server: nothing of the upload's name is kept.
  const documentStoragePath = `${user.id}/${propertyId}/firma-${report.stage}-${Date.now()}.pdf`;
  await storage.put(BUCKETS.propertyContracts, documentStoragePath, document, "application/pdf");
  const stated = {
    signedOn: report.signedOn,
    finalPrice: report.finalPrice,
    buyerName: report.buyerName,
    documentStoragePath,
    reportedBy: user.id,
  };
  await mailer.ready();
  await db.transaction(async (tx) => {
    await tx
      .insert(agencyDealReports)
      .values({ propertyId, stage: report.stage, ...stated })
      .onConflictDoUpdate({
        target: [agencyDealReports.propertyId, agencyDealReports.stage],
        set: { ...stated, reportedAt: new Date() },
      });
    await mailer.enqueueInTransaction(
      transactionExecutor(tx),
      agencyDealReportEmail({
        to: env.SUPPORT_EMAIL,
        stageLabel: DEAL_STAGE_LABELS[report.stage],
        signedOn: report.signedOn,
        agencyName: listing.agency?.company_name || "La agencia",
        propertyTitle: listing.title ?? "Propiedad sin título",
        propertyId,
        buyerName: report.buyerName,
        finalPrice: formatPrice(report.finalPrice),
        shareText: finalPriceShareText(listing, report.finalPrice),
        brand: emailBrand(env),
      }),
    );
  });
  mailer.wake();
}

/** What the agency already reported for its listing (step 3 shows it), oldest stage first. */
export async function findDealReports(
  db: Db,
  user: Pick<SessionUser, "id">,
  propertyId: string,
): Promise<DealReport[]> {
  const rows = await db
    .select({
      stage: agencyDealReports.stage,
      signedOn: agencyDealReports.signedOn,
      reportedAt: agencyDealReports.reportedAt,
      finalPrice: agencyDealReports.finalPrice,
      buyerName: agencyDealReports.buyerName,
    })
    .from(agencyDealReports)
    .innerJoin(properties, eq(properties.id, agencyDealReports.propertyId))
    .where(and(eq(agencyDealReports.propertyId, propertyId), eq(properties.userId, user.id)))
    .orderBy(agencyDealReports.stage);
  return rows.map((row) => ({ ...row, reportedAt: row.reportedAt.toISOString() }));
}

/**
 * Without JavaScript the question before sending is a page of its own, and a browser cannot post a
 * file again: the checked PDF waits in the agency's folder under a name the server chose, and the
 * confirming post names it. Called only once the listing was found to be the agency's.
 */
export async function holdDealDocument(
  storage: FileStorage,
  user: Pick<SessionUser, "id">,
  propertyId: string,
  document: Buffer,
): Promise<string> {
  const id = randomUUID();
  await storage.put(BUCKETS.propertyContracts, heldKey(user.id, propertyId, id), document, "application/pdf");
  return id;
}

/** The held PDF, only from the agency's own folder; null for an unknown or forged name. */
export async function readHeldDealDocument(
  storage: FileStorage,
  user: Pick<SessionUser, "id">,
  propertyId: string,
  id: string,
): Promise<Buffer | null> {
  if (!isUuid(id) || !isUuid(propertyId)) return null;
  const file = await storage.get(BUCKETS.propertyContracts, heldKey(user.id, propertyId, id));
  return file?.body ?? null;
}

const heldKey = (userId: string, propertyId: string, id: string) =>
  `${userId}/${propertyId}/pendiente-${id}.pdf`;
