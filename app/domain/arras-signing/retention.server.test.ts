import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import {
  arrasContracts,
  contractSignatures,
  contractSigningCodes,
  contractVersions,
} from "#app/db/schema/index";
import { deleteAccount } from "#app/domain/account/account-deletion.server";
import { deleteOwnProperty } from "#app/domain/dashboard/property-deletion.server";
import { checkFileIntegrity, sweepOrphanFiles } from "#app/domain/listings/file-integrity.server";
import { sealCertificate } from "#app/lib/pdf-seal.server";
import { BUCKETS, createDiskStorage } from "#app/lib/storage.server";
import {
  createArrasContractFor,
  SIGNING_BUYER,
  SIGNING_SECRET,
  signVersionAs,
} from "#tests/factories/arras-signing";
import { withTestDatabase } from "#tests/setup/db";
import { readSealedPdf, sealContractVersion } from "./seal.server";
import { issueSigningCode } from "./signing-codes.server";
import { checkContract } from "./verify.server";
import { createContractVersion } from "./versions.server";

/**
 * Deleting a listing or an account that has an arras contract put to signature: what somebody
 * signed stays as evidence, detached and still checkable; what nobody signed goes with the rest.
 */
const database = withTestDatabase();
const dir = mkdtempSync(path.join(tmpdir(), "zaguan-retention-"));
const certificate = sealCertificate({ DATA_DIR: dir, COMPANY_NAME: "Zaguán Demo, S.L." });
const settings = {
  publicUrl: "https://zaguan.example",
  companyName: "Zaguán Demo, S.L.",
  supportEmail: "hola@zaguan.example",
};
let storage = createDiskStorage(path.join(dir, "storage-0"));
let run = 0;

beforeEach(async () => {
  await database().truncate();
  storage = createDiskStorage(path.join(dir, `storage-${++run}`));
});

type Signed = "nobody" | "seller" | "both and sealed";

/** A property of `owner` (a new seller unless given) whose contract version was signed so far. */
async function contractSignedBy(signed: Signed, owner?: { id: string }) {
  const { db } = database();
  const { seller, propertyId } = await createArrasContractFor(db, owner);
  const version = await createContractVersion({
    db,
    storage,
    user: seller,
    propertyId,
    buyer: SIGNING_BUYER,
    publicUrl: settings.publicUrl,
  });
  if (signed !== "nobody") await signVersionAs(db, version, "seller");
  if (signed === "both and sealed") {
    await signVersionAs(db, version, "buyer");
    await sealContractVersion({ db, storage, certificate, versionId: version.versionId, settings });
  } else {
    // A code the buyer was sent and never used: it goes with a withdrawn version.
    await db.transaction((tx) =>
      issueSigningCode(tx, {
        secret: SIGNING_SECRET,
        versionId: version.versionId,
        party: "buyer",
        channel: "email",
      }),
    );
  }
  return { seller, propertyId, ...version };
}

async function versionRow(versionId: string) {
  const [row] = await database()
    .db.select({
      arrasContractId: contractVersions.arrasContractId,
      document: contractVersions.pdfStoragePath,
      sealed: contractVersions.sealedPdfStoragePath,
    })
    .from(contractVersions)
    .where(eq(contractVersions.id, versionId));
  return row;
}

const stored = async (key: string | null | undefined) =>
  Boolean(key && (await storage.get(BUCKETS.propertyContracts, key)));

describe("deleting a listing with an arras contract put to signature", () => {
  test("a version both signed stays detached, with its signatures and files, and the check page still knows it", async () => {
    const { db } = database();
    const signed = await contractSignedBy("both and sealed");
    const sealed = (await readSealedPdf(db, storage, signed.versionId)) as Buffer;
    expect(
      await deleteOwnProperty({ db, storage, userId: signed.seller.id, propertyId: signed.propertyId }),
    ).toBe(true);
    const row = await versionRow(signed.versionId);
    expect(row?.arrasContractId).toBeNull();
    expect(await stored(row?.document)).toBe(true);
    expect(await stored(row?.sealed)).toBe(true);
    expect(await db.select({ id: arrasContracts.id }).from(arrasContracts)).toEqual([]);
    expect(await db.select({ party: contractSignatures.party }).from(contractSignatures)).toHaveLength(2);
    expect(await checkContract(db, { code: signed.checkCode, pdf: sealed })).toMatchObject({
      kind: "match",
      copy: "sealed",
    });
    // The orphan sweep counts them as referenced: nothing missing, nothing of theirs removed.
    expect((await checkFileIntegrity({ db, storage })).missing).toEqual([]);
    expect((await sweepOrphanFiles({ db, storage, graceMs: 0 })).deleted).toEqual([]);
  });

  test("a version one party signed is kept too; a version nobody signed is withdrawn with its codes and file", async () => {
    const { db } = database();
    const half = await contractSignedBy("seller");
    const none = await contractSignedBy("nobody", half.seller);
    const noneFile = (await versionRow(none.versionId))?.document;
    for (const { propertyId } of [half, none])
      expect(await deleteOwnProperty({ db, storage, userId: half.seller.id, propertyId })).toBe(true);
    expect((await versionRow(half.versionId))?.arrasContractId).toBeNull();
    expect(await versionRow(none.versionId)).toBeUndefined();
    expect(await stored(noneFile)).toBe(false);
    expect(
      await db
        .select({ id: contractSigningCodes.id })
        .from(contractSigningCodes)
        .where(eq(contractSigningCodes.contractVersionId, none.versionId)),
    ).toEqual([]);
  });
});

describe("deleting an account with arras contracts put to signature", () => {
  test("the account and everything else go; the signed contract stays, detached and checkable", async () => {
    const { db } = database();
    const signed = await contractSignedBy("both and sealed");
    const unsigned = await contractSignedBy("nobody", signed.seller);
    const outcome = await deleteAccount({ db, storage, userId: signed.seller.id });
    expect(outcome).toEqual({ deleted: true, filesRemoved: true });
    const row = await versionRow(signed.versionId);
    expect(row?.arrasContractId).toBeNull();
    expect(await stored(row?.sealed)).toBe(true);
    expect(await versionRow(unsigned.versionId)).toBeUndefined();
    expect(await storage.list(BUCKETS.propertyContracts, `${signed.seller.id}/`)).toEqual([]);
    expect(await checkContract(db, { code: signed.checkCode })).toEqual({ kind: "code", exists: true });
  });
});

describe("a detached version is still final", () => {
  test("it cannot be moved to another contract nor deleted", async () => {
    const { db } = database();
    const signed = await contractSignedBy("seller");
    await deleteOwnProperty({ db, storage, userId: signed.seller.id, propertyId: signed.propertyId });
    const other = await createArrasContractFor(db);
    const [contract] = await db
      .select({ id: arrasContracts.id })
      .from(arrasContracts)
      .where(eq(arrasContracts.propertyId, other.propertyId));
    const refused = (query: Promise<unknown>) =>
      query.then(
        () => "changed",
        (error: Error) => String(error.cause ?? error),
      );
    expect(
      await refused(
        db.execute(
          sql`update contract_versions set arras_contract_id = ${contract?.id} where id = ${signed.versionId}`,
        ),
      ),
    ).toMatch(/cannot change/);
    expect(
      await refused(db.delete(contractVersions).where(eq(contractVersions.id, signed.versionId))),
    ).toMatch(/signed/);
    expect((await versionRow(signed.versionId))?.arrasContractId).toBeNull();
  });
});
