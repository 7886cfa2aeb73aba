import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { openDatabase } from "#app/db/client.server";
import { payments } from "#app/db/schema/payments";
import { seedDemoData } from "#app/demo/seed.server";
import { logger } from "#app/lib/logger.server";
import { createDiskStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { testDatabaseKind } from "#tests/setup/db";
import { createBackup, restoreBackup } from "../../scripts/backup/backup-lib";

const temporary: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `zaguan-${label}-`));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** The demo data (accounts, listings, payments, photos on disk) plus one more payment. */
async function fillWithData(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? null : path.join(dataDir, "db"),
  });
  try {
    await database.migrate();
    await seedDemoData(database.db, { logger, storage: createDiskStorage(path.join(dataDir, "storage")) });
    const owner = await createUser(database.db);
    const property = await createProperty(database.db, owner.id);
    await database.db.insert(payments).values({
      userId: owner.id,
      propertyId: property.id,
      productType: "marketing",
      amount: 60_500,
      provider: "test",
      providerPaymentId: `pay_${randomBytes(4).toString("hex")}`,
    });
  } finally {
    await database.close();
  }
}

function expectSameCounts(result: Awaited<ReturnType<typeof restoreBackup>>) {
  expect(result.mismatches).toEqual([]);
  expect(result.restored).toEqual(result.expected);
  // Not an empty database restored into an empty one.
  expect(result.restored.users).toBeGreaterThan(3);
  expect(result.restored.properties).toBeGreaterThan(3);
  expect(result.restored.payments).toBeGreaterThan(1);
}

describe.runIf(testDatabaseKind === "postgres")("backup and restore on PostgreSQL (pg_dump)", () => {
  const databases: string[] = [];
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  }
  async function newDatabase() {
    const name = `zaguan_backup_${randomBytes(5).toString("hex")}`;
    await admin(`CREATE DATABASE ${name}`);
    databases.push(name);
    return urlOf(name);
  }
  afterAll(async () => {
    for (const name of databases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  test("a pg_dump backup restored into a fresh database has the same rows in every table, and the files", async () => {
    const source = await newDatabase();
    const dataDir = tempDir("backup-src");
    await fillWithData(source, dataDir);
    const backupDir = path.join(tempDir("backup-out"), "copy");
    const manifest = await createBackup({ databaseUrl: source, dataDir, outDir: backupDir });
    expect(manifest.kind).toBe("postgres");

    const target = await newDatabase();
    const restoredDir = tempDir("backup-dst");
    const result = await restoreBackup({ backupDir, databaseUrl: target, dataDir: restoredDir });
    expectSameCounts(result);
    expect(await filesUnder(path.join(restoredDir, "storage"))).toEqual(
      await filesUnder(path.join(dataDir, "storage")),
    );

    // The restored database works for the app (migrations recorded: nothing to apply).
    const restored = await openDatabase({ databaseUrl: target });
    await restored.migrate();
    expect((await restored.db.select({ n: count() }).from(payments))[0]?.n).toBe(result.expected.payments);
    await restored.close();

    // Restoring over data is refused, not merged.
    await expect(
      restoreBackup({ backupDir, databaseUrl: target, dataDir: tempDir("again") }),
    ).rejects.toThrow("no está vacía");
  }, 120_000);
});

describe.runIf(testDatabaseKind === "pglite")(
  "backup and restore of the embedded data folder (PGlite)",
  () => {
    test("a dumpDataDir backup restored into a new DATA_DIR has the same rows in every table, and the files", async () => {
      const dataDir = tempDir("backup-src");
      await fillWithData(undefined, dataDir);
      const backupDir = path.join(tempDir("backup-out"), "copy");
      const manifest = await createBackup({ dataDir, outDir: backupDir });
      expect(manifest.kind).toBe("pglite");

      const restoredDir = tempDir("backup-dst");
      const result = await restoreBackup({ backupDir, dataDir: restoredDir });
      expectSameCounts(result);
      expect(await filesUnder(path.join(restoredDir, "storage"))).toEqual(
        await filesUnder(path.join(dataDir, "storage")),
      );

      const restored = await openDatabase({ dataDir: path.join(restoredDir, "db") });
      await restored.migrate();
      expect((await restored.db.select({ n: count() }).from(payments))[0]?.n).toBe(result.expected.payments);
      await restored.close();

      await expect(restoreBackup({ backupDir, dataDir: restoredDir })).rejects.toThrow(
        "ya tiene una base de datos",
      );
    }, 180_000);
  },
);
