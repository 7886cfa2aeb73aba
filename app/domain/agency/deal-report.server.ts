import { and, eq } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { agencyDealReports } from "#app/db/schema/agency-deal-reports";
import { properties } from "#app/db/schema/properties";
import { DomainError } from "#app/domain/errors";
import type { SessionUser } from "#app/domain/users/session.server";
import { agencyDealReportEmail } from "#app/emails/agency-deal-report.server";
import { emailBrand } from "#app/emails/brand.server";
import type { Env } from "#app/lib/env.server";
import type { Mailer } from "#app/lib/mailer.server";
import { DEAL_STAGE_LABELS, type DealReportForm } from "./deal-report.schema";

export type DealReport = { stage: DealReportForm["stage"]; signedOn: string; reportedAt: string };

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
  propertyId,
  report,
}: {
  db: Db;
  mailer: Mailer;
  env: Pick<Env, "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL">;
  user: Pick<SessionUser, "id">;
  propertyId: string;
  report: DealReportForm;
}): Promise<void> {
  const [listing] = await db
    .select({ title: properties.title, agency: properties.agencyDetails, live: properties.marketingActive })
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
  await mailer.ready();
  await db.transaction(async (tx) => {
    await tx
      .insert(agencyDealReports)
      .values({ propertyId, stage: report.stage, signedOn: report.signedOn, reportedBy: user.id })
      .onConflictDoUpdate({
        target: [agencyDealReports.propertyId, agencyDealReports.stage],
        set: { signedOn: report.signedOn, reportedBy: user.id, reportedAt: new Date() },
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
    })
    .from(agencyDealReports)
    .innerJoin(properties, eq(properties.id, agencyDealReports.propertyId))
    .where(and(eq(agencyDealReports.propertyId, propertyId), eq(properties.userId, user.id)))
    .orderBy(agencyDealReports.stage);
  return rows.map((row) => ({ ...row, reportedAt: row.reportedAt.toISOString() }));
}
