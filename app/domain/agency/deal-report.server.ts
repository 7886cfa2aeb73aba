import { and, eq } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { agencyDealReports } from "#app/db/schema/agency-deal-reports";
import { properties } from "#app/db/schema/properties";
import { DomainError } from "#app/domain/errors";
import { checkDocumentFile } from "#app/domain/kernel/document-file";
import type { SessionUser } from "#app/domain/users/session.server";
import { agencyDealReportEmail } from "#app/emails/agency-deal-report.server";
import { emailBrand } from "#app/emails/brand.server";
import { madridDay } from "#app/lib/calendar";
import type { Env } from "#app/lib/env.server";
import type { Mailer } from "#app/lib/mailer.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { isUuid } from "#app/lib/uuid";
import { platformShareAtPrice } from "./commission";
import {
  DEAL_REPORT_MESSAGES,
  DEAL_STAGE_LABELS,
  type DealReportForm,
  signedOnProblem,
} from "./deal-report.schema";

export type UploadedDocument = { size: number; bytes: Uint8Array };

/** The agency's own listing with a running campaign, or the error the form shows. */
async function ownLiveListing(db: Pick<Db, "select">, userId: string, propertyId: string) {
  const [listing] = await db
    .select({
      title: properties.title,
      agency: properties.agencyDetails,
      live: properties.marketingActive,
      createdAt: properties.createdAt,
      agencyCommissionPercentage: properties.agencyCommissionPercentage,
      agencyCommissionFixed: properties.agencyCommissionFixed,
    })
    .from(properties)
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.userId, userId),
        eq(properties.propertyOrigin, "agency"),
      ),
    );
  if (!listing) throw new DomainError("not_found", "No se encontró la propiedad.");
  if (!listing.live)
    throw new DomainError(
      "conflict",
      "Podrás comunicar la firma cuando la campaña de marketing esté activa (paso 2).",
    );
  return listing;
}

/** The day the collaboration started in Spain: no signing it brought can be older. */
export const collaborationStartedOn = (createdAt: Date) => madridDay(createdAt);

/**
 * First post of 'Comunicar la firma': the document is checked by its content and stored privately,
 * then the report waits as 'pending' for the agency to see the platform's share and confirm. An
 * earlier pending report of the listing is replaced, its file deleted once the new row is saved.
 * Returns the document's error when the file is refused (nothing stored then).
 */
export async function storePendingDealReport({
  db,
  storage,
  user,
  propertyId,
  report,
  document,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  user: Pick<SessionUser, "id">;
  propertyId: string;
  report: DealReportForm;
  document: UploadedDocument | null;
  now?: Date;
}): Promise<{ ok: true; id: string } | { ok: false; field: "document" | "signedOn"; error: string }> {
  const listing = await ownLiveListing(db, user.id, propertyId);
  const dateProblem = signedOnProblem(
    report.signedOn,
    madridDay(now),
    collaborationStartedOn(listing.createdAt),
  );
  if (dateProblem) return { ok: false, field: "signedOn", error: dateProblem };
  if (!document || document.size === 0)
    return { ok: false, field: "document", error: DEAL_REPORT_MESSAGES.documentRequired };
  const check = checkDocumentFile({ size: document.size, head: document.bytes.subarray(0, 16) });
  if (!check.ok) return { ok: false, field: "document", error: check.error };
  const id = crypto.randomUUID();
  // The timestamp in the name lets the orphan sweep judge a file whose row was never committed.
  const documentKey = `agency-deal-reports/${propertyId}/${now.getTime()}-${id}.${check.extension}`;
  await storage.put(BUCKETS.propertyContracts, documentKey, Buffer.from(document.bytes), check.contentType);
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [previous] = await tx
        .delete(agencyDealReports)
        .where(and(eq(agencyDealReports.propertyId, propertyId), eq(agencyDealReports.status, "pending")))
        .returning({ key: agencyDealReports.documentKey });
      replaced = previous?.key ?? null;
      await tx.insert(agencyDealReports).values({
        id,
        propertyId,
        stage: report.stage,
        status: "pending",
        signedOn: report.signedOn,
        finalPrice: report.finalPrice,
        buyerName: report.buyerName,
        documentKey,
        documentType: check.contentType,
        reportedBy: user.id,
        reportedAt: now,
      });
    });
  } catch (error) {
    await storage.delete(BUCKETS.propertyContracts, documentKey).catch(() => undefined);
    throw error;
  }
  await deleteQuietly(storage, replaced);
  return { ok: true, id };
}

async function deleteQuietly(storage: FileStorage, key: string | null) {
  // A file left behind here is swept later as an orphan (its name carries its timestamp).
  if (key) await storage.delete(BUCKETS.propertyContracts, key).catch(() => undefined);
}

/**
 * Second post: the agency confirms its pending report (only its id comes from the browser, checked
 * against the signed-in agency). The server checks the date again and computes the platform's share
 * itself from the stored price; a confirmed report of the same stage is replaced. The row and the
 * staff e-mail are stored in one transaction: staff hear of every report confirmed, and of none other.
 */
export async function confirmDealReport({
  db,
  storage,
  mailer,
  env,
  user,
  reportId,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  env: Pick<Env, "BRAND_NAME" | "PUBLIC_URL" | "SUPPORT_EMAIL">;
  user: Pick<SessionUser, "id">;
  reportId: string;
  now?: Date;
}): Promise<{ propertyId: string }> {
  if (!isUuid(reportId))
    throw new DomainError("not_found", "No encontramos esa comunicación: vuelve a rellenar el formulario.");
  const [pending] = await db
    .select({ report: agencyDealReports })
    .from(agencyDealReports)
    .innerJoin(properties, eq(properties.id, agencyDealReports.propertyId))
    .where(
      and(
        eq(agencyDealReports.id, reportId),
        eq(agencyDealReports.status, "pending"),
        eq(properties.userId, user.id),
      ),
    );
  if (!pending)
    throw new DomainError("not_found", "No encontramos esa comunicación: vuelve a rellenar el formulario.");
  const { report } = pending;
  const listing = await ownLiveListing(db, user.id, report.propertyId);
  const dateProblem = signedOnProblem(
    report.signedOn,
    madridDay(now),
    collaborationStartedOn(listing.createdAt),
  );
  if (dateProblem) throw new DomainError("invalid", dateProblem);
  const { finalPrice, buyerName } = report;
  if (finalPrice === null || !buyerName || !report.documentKey)
    throw new DomainError("invalid", "Faltan datos de la firma: vuelve a rellenar el formulario.");
  // Computed again here from the stored price: nothing the page showed is trusted.
  const share = platformShareAtPrice(finalPrice, listing);
  await mailer.ready();
  let replaced: string | null = null;
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .delete(agencyDealReports)
      .where(
        and(
          eq(agencyDealReports.propertyId, report.propertyId),
          eq(agencyDealReports.stage, report.stage),
          eq(agencyDealReports.status, "confirmed"),
        ),
      )
      .returning({ key: agencyDealReports.documentKey });
    replaced = previous?.key ?? null;
    await tx
      .update(agencyDealReports)
      .set({ status: "confirmed", platformShare: share, confirmedAt: now, reportedBy: user.id })
      .where(eq(agencyDealReports.id, report.id));
    await mailer.enqueueInTransaction(
      transactionExecutor(tx),
      agencyDealReportEmail({
        to: env.SUPPORT_EMAIL,
        stageLabel: DEAL_STAGE_LABELS[report.stage],
        signedOn: report.signedOn,
        finalPrice,
        buyerName,
        platformShare: share,
        agencyName: listing.agency?.company_name || "La agencia",
        propertyTitle: listing.title ?? "Propiedad sin título",
        propertyId: report.propertyId,
        brand: emailBrand(env),
      }),
    );
  });
  mailer.wake();
  await deleteQuietly(storage, replaced);
  return { propertyId: report.propertyId };
}
