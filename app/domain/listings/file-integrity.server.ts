import { eq, isNotNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { agencyDealReports } from "#app/db/schema/agency-deal-reports";
import { arrasContracts } from "#app/db/schema/arras-contracts";
import { contractVersions } from "#app/db/schema/contract-signing";
import { propertyContracts } from "#app/db/schema/contracts";
import { deals } from "#app/db/schema/deals";
import { properties } from "#app/db/schema/properties";
import { storedPhotoKeys } from "#app/lib/images.server";
import { BUCKETS, type Bucket, type FileStorage } from "#app/lib/storage.server";

/**
 * Files are written to storage before the row that points at them is committed (photos, an
 * agency's management contract and its signed collaboration PDF: the upload must succeed first),
 * so a crash or a failed transaction in between leaves files no row points at; so does replacing a
 * management contract if the old file's deletion is interrupted. The opposite — a row pointing at
 * a missing file — must never happen. These checks say which is the case, in the public photo
 * bucket and in the private contracts bucket, and the sweep removes the leftovers once they are
 * old enough that no request can still be about to reference them.
 */

/** Where a reference comes from: a listing's photo, its management contract, a signed contract's PDF. */
export type FileReference =
  | { bucket: typeof BUCKETS.propertyImages; kind: "photo"; propertyId: string; url: string }
  | { bucket: typeof BUCKETS.propertyContracts; kind: "management-contract"; propertyId: string }
  | {
      bucket: typeof BUCKETS.propertyContracts;
      kind: "contract-pdf";
      propertyId: string;
      contractId: string;
    }
  | {
      bucket: typeof BUCKETS.propertyContracts;
      kind: "arras-contract";
      propertyId: string;
      contractId: string;
    }
  | {
      bucket: typeof BUCKETS.propertyContracts;
      /** The deed or arras an agency attached to its report of a signing, pending or confirmed. */
      kind: "agency-deal-document";
      propertyId: string;
      reportId: string;
    }
  | {
      bucket: typeof BUCKETS.propertyContracts;
      /** A version put to signature, or its sealed copy: kept when its listing is gone (then no property). */
      kind: "contract-version";
      propertyId: string | null;
      versionId: string;
    };

export type StoredFile = { bucket: Bucket; key: string };

export type FileIntegrity = {
  /** Rows pointing at a file that is not in storage: a bug, never expected. */
  missing: (FileReference & { key: string })[];
  /** Files no row points at (leftovers of interrupted uploads, or uploads in progress). */
  orphans: StoredFile[];
  referenced: number;
};

const CHECKED_BUCKETS = [BUCKETS.propertyImages, BUCKETS.propertyContracts] as const;

/** Every stored file the database points at, by bucket and key. */
async function referencedFiles(db: Db) {
  const byBucket = new Map<Bucket, Map<string, FileReference>>(
    CHECKED_BUCKETS.map((bucket) => [bucket, new Map()]),
  );
  const listings = await db
    .select({
      id: properties.id,
      images: properties.images,
      managementContract: properties.managementContractUrl,
    })
    .from(properties);
  for (const listing of listings) {
    for (const url of listing.images) {
      for (const key of storedPhotoKeys(url) ?? [])
        byBucket.get(BUCKETS.propertyImages)?.set(key, {
          bucket: BUCKETS.propertyImages,
          kind: "photo",
          propertyId: listing.id,
          url,
        });
    }
    if (listing.managementContract)
      byBucket.get(BUCKETS.propertyContracts)?.set(listing.managementContract, {
        bucket: BUCKETS.propertyContracts,
        kind: "management-contract",
        propertyId: listing.id,
      });
  }
  const contracts = await db
    .select({
      id: propertyContracts.id,
      propertyId: propertyContracts.propertyId,
      key: propertyContracts.pdfStoragePath,
    })
    .from(propertyContracts);
  for (const contract of contracts) {
    if (contract.key)
      byBucket.get(BUCKETS.propertyContracts)?.set(contract.key, {
        bucket: BUCKETS.propertyContracts,
        kind: "contract-pdf",
        propertyId: contract.propertyId,
        contractId: contract.id,
      });
  }
  // The arras contracts of step 4: the latest PDF of each draft or signed contract.
  const arras = await db
    .select({
      id: arrasContracts.id,
      propertyId: arrasContracts.propertyId,
      key: arrasContracts.pdfStoragePath,
    })
    .from(arrasContracts);
  for (const contract of arras)
    byBucket.get(BUCKETS.propertyContracts)?.set(contract.key, {
      bucket: BUCKETS.propertyContracts,
      kind: "arras-contract",
      propertyId: contract.propertyId,
      contractId: contract.id,
    });
  // The versions put to signature and their sealed copies, kept after their listing (ADR 0049).
  const versions = await db
    .select({
      id: contractVersions.id,
      propertyId: arrasContracts.propertyId,
      document: contractVersions.pdfStoragePath,
      sealed: contractVersions.sealedPdfStoragePath,
    })
    .from(contractVersions)
    .leftJoin(arrasContracts, eq(arrasContracts.id, contractVersions.arrasContractId));
  for (const version of versions)
    for (const key of [version.document, version.sealed])
      if (key)
        byBucket.get(BUCKETS.propertyContracts)?.set(key, {
          bucket: BUCKETS.propertyContracts,
          kind: "contract-version",
          propertyId: version.propertyId,
          versionId: version.id,
        });
  // The signed arras a fallen-through deal keeps after its listing's contract was cleared.
  const kept = await db
    .select({ propertyId: deals.propertyId, arras: deals.signedArras })
    .from(deals)
    .where(isNotNull(deals.signedArras));
  for (const { propertyId, arras } of kept)
    if (arras)
      byBucket.get(BUCKETS.propertyContracts)?.set(arras.pdfStoragePath, {
        bucket: BUCKETS.propertyContracts,
        kind: "arras-contract",
        propertyId,
        contractId: arras.contractId,
      });
  // An agency's signed deed or arras: a pending report's file counts too, so it is never swept
  // while it waits; once replaced or its listing deleted, no row points at it and the sweep removes it.
  const dealDocuments = await db
    .select({
      id: agencyDealReports.id,
      propertyId: agencyDealReports.propertyId,
      key: agencyDealReports.documentKey,
    })
    .from(agencyDealReports)
    .where(isNotNull(agencyDealReports.documentKey));
  for (const report of dealDocuments)
    if (report.key)
      byBucket.get(BUCKETS.propertyContracts)?.set(report.key, {
        bucket: BUCKETS.propertyContracts,
        kind: "agency-deal-document",
        propertyId: report.propertyId,
        reportId: report.id,
      });
  return byBucket;
}

export async function checkFileIntegrity({
  db,
  storage,
}: {
  db: Db;
  storage: FileStorage;
}): Promise<FileIntegrity> {
  // Files first: a file committed between the two reads is then referenced but not yet listed,
  // which the existence check below still verifies one by one.
  const stored = new Map<Bucket, Set<string>>();
  for (const bucket of CHECKED_BUCKETS) stored.set(bucket, new Set(await storage.list(bucket, "")));
  const referenced = await referencedFiles(db);
  const missing: FileIntegrity["missing"] = [];
  const orphans: StoredFile[] = [];
  let count = 0;
  for (const bucket of CHECKED_BUCKETS) {
    const keys = stored.get(bucket) ?? new Set<string>();
    const references = referenced.get(bucket) ?? new Map<string, FileReference>();
    count += references.size;
    for (const [key, reference] of references) {
      if (keys.has(key)) continue;
      if (await storage.get(bucket, key)) continue;
      missing.push({ ...reference, key });
    }
    for (const key of keys) if (!references.has(key)) orphans.push({ bucket, key });
  }
  return { missing, orphans, referenced: count };
}

/**
 * `{user}/{folder}/{timestamp}-{name}`: when the file was stored, from its own name (photos
 * `…-{width}.webp`, contracts `…-management-contract.pdf` / `…-collaboration-contract.pdf` / `…-arras-contract.pdf`,
 * `contract-versions/{version}/{timestamp}-arras-version-….pdf` / `…-arras-sealed-….pdf`).
 */
const STORED_AT = /\/(\d{10,})-[^/]+$/;

/**
 * Deletes files no row points at that were stored more than `graceMs` ago (default one hour:
 * far longer than any upload or contract signature takes between writing its files and committing
 * its row). Files whose name carries no timestamp are not ours to judge and are kept.
 */
export async function sweepOrphanFiles({
  db,
  storage,
  graceMs = 60 * 60 * 1000,
  now = Date.now(),
}: {
  db: Db;
  storage: FileStorage;
  graceMs?: number;
  now?: number;
}): Promise<{ deleted: StoredFile[]; kept: number }> {
  const { orphans } = await checkFileIntegrity({ db, storage });
  const deleted: StoredFile[] = [];
  for (const orphan of orphans) {
    const storedAt = Number(STORED_AT.exec(orphan.key)?.[1]);
    if (!storedAt || now - storedAt < graceMs) continue;
    await storage.delete(orphan.bucket, orphan.key);
    deleted.push(orphan);
  }
  return { deleted, kept: orphans.length - deleted.length };
}
