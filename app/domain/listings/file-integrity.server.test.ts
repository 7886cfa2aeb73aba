import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { managementContractKey } from "#app/domain/agency/management-contract";
import { storePhoto } from "#app/lib/images.server";
import { BUCKETS, createDiskStorage, type FileStorage } from "#app/lib/storage.server";
import { createS3Storage } from "#app/lib/storage-s3.server";
import { createAgencyListing } from "#tests/factories/agency";
import { createContract, minimalPdf } from "#tests/factories/contracts";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { startS3Server } from "#tests/support/s3-server";
import { checkFileIntegrity, sweepOrphanFiles } from "./file-integrity.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const HOUR = 60 * 60 * 1000;
const BASE_NOW = 1_900_000_000_000;
/** The key of the file a photo URL shows (on disk `/files/…`, on S3 the bucket's URL). */
const keyOf = (url: string) =>
  url.slice(url.indexOf(`/${BUCKETS.propertyImages}/`) + BUCKETS.propertyImages.length + 2);
const keysOf = (files: { bucket: string; key: string }[], bucket: string) =>
  files.filter((file) => file.bucket === bucket).map((file) => file.key);

/** The same checks on files on disk and in a real S3-protocol server (two buckets: public, private). */
const storages: [string, () => Promise<{ storage: FileStorage; stop(): Promise<void> }>][] = [
  [
    "disk",
    async () => {
      const rootDir = mkdtempSync(path.join(tmpdir(), "zaguan-integrity-"));
      return {
        storage: createDiskStorage(rootDir),
        stop: async () => rmSync(rootDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    "S3 (s3rver)",
    async () => {
      const server = await startS3Server();
      return { storage: createS3Storage(server.settings), stop: () => server.stop() };
    },
  ],
];

describe.each(storages)("stored files on %s", (name, open) => {
  // storePhoto never reuses a timestamp within a process, so each storage gets its own day.
  const NOW = BASE_NOW + storages.findIndex(([other]) => other === name) * 24 * HOUR;
  let storage: FileStorage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await open());
  }, 30_000);
  afterAll(() => stop());
  beforeEach(async () => {
    for (const bucket of [BUCKETS.propertyImages, BUCKETS.propertyContracts])
      for (const key of await storage.list(bucket, "")) await storage.delete(bucket, key);
  });

  test("finds a listing pointing at a missing photo and the photos no listing points at; the sweep removes only old leftovers", async () => {
    const { db } = database();
    const owner = await createUser(db);
    const input = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a9" } })
      .jpeg()
      .toBuffer();
    const photo = (propertyFolder: string, now: number) =>
      storePhoto({ storage, userId: "u1", propertyFolder, originalName: "salon.jpg", input, now });

    const kept = await photo("p1", NOW - 2 * HOUR);
    const lost = await photo("p1", NOW - 2 * HOUR);
    await createProperty(db, owner.id, { images: [kept, lost] });
    // An interrupted upload two hours ago, and one that may still be about to commit its row.
    await photo("p2", NOW - 2 * HOUR);
    await photo("temp-1", NOW - 60_000);
    await storage.delete(BUCKETS.propertyImages, keyOf(lost));

    const integrity = await checkFileIntegrity({ db, storage });
    expect(integrity.missing.map((entry) => (entry.kind === "photo" ? entry.url : entry.key))).toEqual([
      lost,
    ]);
    expect(integrity.orphans).toHaveLength(6);

    const swept = await sweepOrphanFiles({ db, storage, now: NOW });
    expect(swept.deleted).toHaveLength(3);
    expect(swept.deleted.every((file) => file.key.startsWith("u1/p2/"))).toBe(true);
    expect(swept.kept).toBe(3);
    const after = await checkFileIntegrity({ db, storage });
    expect(after.orphans.every((file) => file.key.startsWith("u1/temp-1/"))).toBe(true);
    // The listing's other photo is untouched.
    expect(await storage.get(BUCKETS.propertyImages, keyOf(kept))).not.toBeNull();
  }, 30_000);

  test("contracts: finds a listing or a signed contract pointing at a missing private file; the sweep removes only old orphaned contract files", async () => {
    const { db } = database();
    const agency = await createUser(db);
    const put = (key: string) =>
      storage.put(BUCKETS.propertyContracts, key, minimalPdf(key), "application/pdf").then(() => key);

    // A complete collaboration: management contract and signed PDF both stored.
    const managementKey = await put(managementContractKey(agency.id, "complete", NOW - 3 * HOUR));
    const complete = await createAgencyListing(db, agency.id, { managementContractUrl: managementKey });
    const signed = await createContract(db, storage, { userId: agency.id, propertyId: complete.id });
    // A listing whose management contract file is gone, and a signed contract whose PDF is gone.
    const broken = await createAgencyListing(db, agency.id, {
      managementContractUrl: managementContractKey(agency.id, "gone", NOW - 3 * HOUR),
    });
    const lostPdf = await createContract(db, storage, { userId: agency.id, propertyId: broken.id });
    await storage.delete(BUCKETS.propertyContracts, lostPdf.pdfStoragePath ?? "");
    // Leftovers: a replaced management contract whose deletion was interrupted (old), a contract
    // stored by a creation that crashed before its row (old), and one being signed right now.
    const replaced = await put(managementContractKey(agency.id, complete.id, NOW - 5 * HOUR));
    const crashed = await put(`${agency.id}/crashed/${NOW - 2 * HOUR}-collaboration-contract.pdf`);
    const inProgress = await put(`${agency.id}/new/${NOW - 60_000}-management-contract.pdf`);

    const integrity = await checkFileIntegrity({ db, storage });
    expect(
      integrity.missing
        .map(({ kind, propertyId }) => ({ kind, propertyId }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: "contract-pdf", propertyId: broken.id },
      { kind: "management-contract", propertyId: broken.id },
    ]);
    expect(keysOf(integrity.orphans, BUCKETS.propertyContracts).sort()).toEqual(
      [replaced, crashed, inProgress].sort(),
    );
    expect(integrity.referenced).toBe(4);

    const swept = await sweepOrphanFiles({ db, storage, now: NOW });
    expect(keysOf(swept.deleted, BUCKETS.propertyContracts).sort()).toEqual([replaced, crashed].sort());
    expect(swept.kept).toBe(1);
    // Referenced files stay; the one in progress stays until it is older than the grace period.
    expect(await storage.get(BUCKETS.propertyContracts, managementKey)).not.toBeNull();
    expect(await storage.get(BUCKETS.propertyContracts, signed.pdfStoragePath ?? "")).not.toBeNull();
    expect(await storage.get(BUCKETS.propertyContracts, inProgress)).not.toBeNull();
    expect((await checkFileIntegrity({ db, storage })).orphans).toEqual([
      { bucket: BUCKETS.propertyContracts, key: inProgress },
    ]);
  }, 30_000);
});
