import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { arrasContracts, properties } from "#app/db/schema/index";
import { ARRAS_FIELDS, ArrasContractSchema } from "#app/domain/sale/arras.schema";
import { BUCKETS, configureStorage, type FileStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { arrasForm } from "#tests/support/arras-terms";
import { callRoute, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import {
  expectPoliteAnswer,
  HOSTILE_RUNS,
  hostileRequest,
  hostileSubmission,
} from "#tests/support/hostile-input";
import { sellAction } from "#tests/support/process-routes";

const VALID = arrasForm({ buyer1MaritalStatus: "casado-gananciales" });

/**
 * A sixth of the other forms' count: most of these submissions are valid and each renders and
 * stores a PDF, which costs far more than a row (CI's time budget); the fields are few and simple.
 */
const RUNS = Math.max(1, Math.ceil(HOSTILE_RUNS / 6));

const database = withTestDatabase();
let context: AppLoadContext;
let storage: FileStorage;
let ownerCookie: string;
let ownId: string;
let strangersId: string;

beforeAll(async () => {
  const { db } = database();
  storage = configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-arras-hostile-")) });
  context = createTestContext(db);
  const owner = await createUser(db);
  ownerCookie = await sessionCookie(context, owner);
  ownId = (await createProperty(db, owner.id, { marketingActive: true, visitsManaged: true })).id;
  const stranger = await createUser(db);
  strangersId = (await createProperty(db, stranger.id, { marketingActive: true, visitsManaged: true })).id;
});

describe(`hostile submissions (${RUNS}) to the arras contract form`, () => {
  test("never a 5xx; only the owner's own draft is written, with valid terms, its PDF stored, never signed by a save", async () => {
    const { db } = database();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileSubmission([...ARRAS_FIELDS, "propertyId"], { intent: "save-arras" }),
          hostileSubmission([...ARRAS_FIELDS], { intent: "save-arras", propertyId: ownId }, { valid: VALID }),
          hostileSubmission(
            [...ARRAS_FIELDS],
            { intent: "save-arras", propertyId: strangersId },
            { valid: VALID },
          ),
          hostileSubmission(["propertyId"], { intent: "sign-arras" }),
        ),
        async (entries) => {
          const request = hostileRequest(`${TEST_PUBLIC_URL}/vender`, entries, ownerCookie);
          expectPoliteAnswer(await callRoute(sellAction, request, context));
        },
      ),
      { numRuns: RUNS },
    );
    const rows = await db.select().from(arrasContracts);
    expect(rows.every((row) => row.propertyId === ownId)).toBe(true);
    for (const row of rows) {
      expect(row.signedAt).toBeNull();
      // What was stored is what the schema accepts: re-parsing the saved terms as text succeeds.
      const asText = Object.fromEntries(
        Object.entries(row.terms as Record<string, unknown>)
          .filter(([, value]) => value !== null)
          .map(([key, value]) => [key, String(value)]),
      );
      expect(ArrasContractSchema.safeParse(asText).success).toBe(true);
      const file = await storage.get(BUCKETS.propertyContracts, row.pdfStoragePath);
      expect(file?.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    const flags = await db
      .select({ id: properties.id, arrasSigned: properties.arrasSigned })
      .from(properties)
      .where(eq(properties.arrasSigned, true));
    expect(flags).toEqual([]);
  }, 900_000);
});
