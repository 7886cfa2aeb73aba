import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { propertyContracts } from "#app/db/schema/contracts";
import { properties } from "#app/db/schema/properties";
import { AgencyDetailsSchema } from "#app/domain/agency/agency-details.schema";
import { checkPdfBytes } from "#app/domain/agency/management-contract";
import { isValidCadastralReference } from "#app/domain/sale/cadastral-reference";
import { BUCKETS, createDiskStorage, type FileStorage } from "#app/lib/storage.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/db";
import { seedAgencyContracts } from "./agency-contracts.server";
import { seedDemoData } from "./seed.server";

const logger = pino({ level: "silent" });

describe("demo agency contracts", () => {
  let database: TestDatabase;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    storage = createDiskStorage(mkdtempSync(path.join(tmpdir(), "zaguan-seed-contracts-")));
    await seedDemoData(database.db, { logger, storage });
  }, 120_000);
  afterAll(() => database?.close());

  test("every demo agency listing has its agency details, a contract row and a stored PDF", async () => {
    const rows = await database.db
      .select({
        id: properties.id,
        agencyDetails: properties.agencyDetails,
        managementContractUrl: properties.managementContractUrl,
        catastralReference: properties.catastralReference,
        contractHtml: propertyContracts.contractHtml,
        pdf: propertyContracts.pdfStoragePath,
      })
      .from(properties)
      .leftJoin(propertyContracts, eq(propertyContracts.propertyId, properties.id))
      .where(eq(properties.propertyOrigin, "agency"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.agencyDetails?.company_name).toBeTruthy();
      // Valid data, so 'Reabrir y Editar' and 'Mis Datos' accept it as it is.
      expect(AgencyDetailsSchema.safeParse(row.agencyDetails).success).toBe(true);
      expect(isValidCadastralReference(row.catastralReference ?? "")).toBe(true);
      expect(row.contractHtml).toContain(row.agencyDetails?.company_name ?? "?");
      const pdf = await storage.get(BUCKETS.propertyContracts, row.pdf ?? "");
      expect(checkPdfBytes(new Uint8Array(pdf?.body ?? Buffer.alloc(0))).ok).toBe(true);
      expect(await storage.get(BUCKETS.propertyContracts, row.managementContractUrl ?? "")).not.toBeNull();
    }
  });

  test("running again adds nothing (idempotent), also through the whole seed", async () => {
    const before = await database.db.select({ id: propertyContracts.id }).from(propertyContracts);
    expect(await seedAgencyContracts(database.db, { storage, logger })).toBe(0);
    await seedDemoData(database.db, { logger, storage });
    expect(await database.db.select({ id: propertyContracts.id }).from(propertyContracts)).toHaveLength(
      before.length,
    );
  });

  test("a listing seeded before contracts existed gets one on the next start", async () => {
    const [first] = await database.db
      .select({ id: propertyContracts.id, propertyId: propertyContracts.propertyId })
      .from(propertyContracts);
    await database.db.delete(propertyContracts).where(eq(propertyContracts.id, first?.id ?? ""));
    await seedDemoData(database.db, { logger, storage });
    const again = await database.db
      .select()
      .from(propertyContracts)
      .where(eq(propertyContracts.propertyId, first?.propertyId ?? ""));
    expect(again).toHaveLength(1);
  });
});
