import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { contractVersions } from "#app/db/schema/index";
import { sealCertificate } from "#app/lib/pdf-seal.server";
import { BUCKETS, createDiskStorage } from "#app/lib/storage.server";
import { createArrasContractFor, SIGNING_BUYER, signVersionAs } from "#tests/factories/arras-signing";
import { withTestDatabase } from "#tests/setup/db";
import { readSealedPdf, sealContractVersion } from "./seal.server";
import { createContractVersion, sha256Hex } from "./versions.server";

/**
 * The seal is made once per version however many requests ask for it at the same moment: the two
 * last signers' pages, a retry, a job. Each renders its copy outside the transaction; one is kept.
 */
const database = withTestDatabase({ poolSize: 6 });
const dir = mkdtempSync(path.join(tmpdir(), "zaguan-seal-once-"));
let storage = createDiskStorage(path.join(dir, "storage-0"));
const certificate = sealCertificate({ DATA_DIR: dir, COMPANY_NAME: "Zaguán Demo, S.L." });
const settings = {
  publicUrl: "https://zaguan.example",
  companyName: "Zaguán Demo, S.L.",
  supportEmail: "hola@zaguan.example",
};

let run = 0;
beforeEach(async () => {
  await database().truncate();
  storage = createDiskStorage(path.join(dir, `storage-${++run}`));
});

async function newVersion() {
  const { db } = database();
  const { seller, propertyId } = await createArrasContractFor(db);
  return createContractVersion({
    db,
    storage,
    user: seller,
    propertyId,
    buyer: SIGNING_BUYER,
    publicUrl: settings.publicUrl,
  });
}

const seal = (versionId: string, now = new Date("2031-01-15T10:06:00Z")) =>
  sealContractVersion({ db: database().db, storage, certificate, versionId, settings, now });

async function sealedFiles() {
  return (await storage.list(BUCKETS.propertyContracts, "")).filter((key) => key.includes("-arras-sealed-"));
}

describe("sealing a signed version once", () => {
  test("the two last signers at once: one learns both signed, and its seal and a retry at the same moment keep one sealed copy", async () => {
    const version = await newVersion();
    const at = new Date("2031-01-15T10:05:00Z");
    const signed = await Promise.all([
      signVersionAs(database().db, version, "seller", at),
      signVersionAs(database().db, version, "buyer", at),
    ]);
    const last = signed.filter((outcome) => outcome.ok && outcome.bothSigned);
    expect(last).toHaveLength(1);
    // The same moment on purpose: two copies made in the same millisecond must not share a file.
    const seals = await Promise.all([seal(version.versionId), seal(version.versionId)]);
    expect(seals[0]).toEqual(seals[1]);
    const [row] = await database()
      .db.select({ key: contractVersions.sealedPdfStoragePath, sha: contractVersions.sealedSha256 })
      .from(contractVersions)
      .where(eq(contractVersions.id, version.versionId));
    expect(await sealedFiles()).toEqual([row?.key]);
    const kept = await readSealedPdf(database().db, storage, version.versionId);
    expect(kept && sha256Hex(kept)).toBe(row?.sha);
    expect(row?.sha).toBe(seals[0]?.sealedSha256);
  });

  test("four requests seal at once: every one answers with the same seal, and one file is left", async () => {
    const version = await newVersion();
    await signVersionAs(database().db, version, "seller", new Date("2031-01-15T10:00:00Z"));
    await signVersionAs(database().db, version, "buyer", new Date("2031-01-15T10:05:00Z"));
    const seals = await Promise.all(
      [0, 1, 2, 3].map((offset) => seal(version.versionId, new Date(Date.UTC(2031, 0, 15, 10, 6, offset)))),
    );
    expect(new Set(seals.map((answer) => answer.sealedSha256)).size).toBe(1);
    expect(new Set(seals.map((answer) => answer.sealedAt.getTime())).size).toBe(1);
    expect(await sealedFiles()).toHaveLength(1);
  });

  test("a seal asked before the second signature is refused and leaves no file", async () => {
    const version = await newVersion();
    await signVersionAs(database().db, version, "seller");
    await expect(seal(version.versionId)).rejects.toThrow(
      "El contrato se sella cuando lo han firmado las dos partes.",
    );
    expect(await sealedFiles()).toEqual([]);
  });
});
