import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { properties, users } from "#app/db/schema/index";
import { configureStorage } from "#app/lib/storage.server";
import { createAgencyListing, VALID_AGENCY_FORM } from "#tests/factories/agency";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import {
  expectPoliteAnswer,
  HOSTILE_RUNS,
  hostileRequest,
  hostileSubmission,
  othersFingerprint,
  REACH_SAMPLE,
} from "#tests/support/hostile-input";
import { agencyAction } from "#tests/support/process-routes";

const database = withTestDatabase();
let context: AppLoadContext;
let agency: TestUser;
let agencyCookie: string;
let ownListingId: string;
let othersListingId: string;

/** Every field of the agency form (step 1): the property, the agency and the commission. */
const AGENCY_FIELDS = [...Object.keys(VALID_AGENCY_FORM), "features"];

beforeAll(async () => {
  const { db } = database();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-hostile-agency-")) });
  context = createTestContext(db);
  agency = await createUser(db);
  agencyCookie = await sessionCookie(context, agency);
  ownListingId = (await createAgencyListing(db, agency.id)).id;
  const other = await createUser(db);
  othersListingId = (await createAgencyListing(db, other.id, { title: "Colaboración de otra agencia" })).id;
  await createProperty(db, other.id, { title: "Ático con vistas al mar" });
});

/** What no agency form may change on the agency's own listing: who owns it, what was paid, the contract. */
const guardedColumns = {
  userId: properties.userId,
  propertyOrigin: properties.propertyOrigin,
  status: properties.status,
  paymentStatus: properties.paymentStatus,
  marketingActive: properties.marketingActive,
  saleConfirmed: properties.saleConfirmed,
  managementContractUrl: properties.managementContractUrl,
};

describe(`hostile submissions (${HOSTILE_RUNS}) to the agency process (/proceso-agencia)`, () => {
  test("step 1, tester shortcuts and sample: never a 5xx; another agency's rows and the paid state never change", async () => {
    const { db } = database();
    const othersBefore = await othersFingerprint(db, agency.id);
    const ownBefore = await db
      .select(guardedColumns)
      .from(properties)
      .where(eq(properties.userId, agency.id));
    const submissions = fc.oneof(
      // Edits of its own listing, a correct form with up to three hostile fields.
      hostileSubmission(
        AGENCY_FIELDS,
        { intent: "save-listing", propertyId: ownListingId },
        { valid: VALID_AGENCY_FORM },
      ),
      // The same edits aimed at another agency's listing.
      hostileSubmission(
        AGENCY_FIELDS,
        { intent: "save-listing", propertyId: othersListingId },
        { valid: VALID_AGENCY_FORM },
      ),
      // Accepting the contract with no management contract file: nothing may be created.
      hostileSubmission(
        [...AGENCY_FIELDS, "propertyId"],
        { intent: "accept-contract" },
        { valid: VALID_AGENCY_FORM },
      ),
      hostileSubmission(AGENCY_FIELDS, { intent: "save-listing" }),
      hostileSubmission(["propertyId", "product"], { intent: "tester-pay" }),
      hostileSubmission(["propertyId", "product"], { intent: "tester-pay", propertyId: ownListingId }),
      hostileSubmission(["propertyId"], { intent: "create-sample" }),
      hostileSubmission(["intent", "propertyId", ...AGENCY_FIELDS]),
    );
    const send = async (entries: Array<[string, string]>) => {
      const request = hostileRequest(`${TEST_PUBLIC_URL}/proceso-agencia`, entries, agencyCookie);
      return expectPoliteAnswer(await callRoute(agencyAction, request, context));
    };
    await fc.assert(
      fc.asyncProperty(submissions, async (entries) => {
        await send(entries);
      }),
      { numRuns: HOSTILE_RUNS },
    );
    // The generator must reach the database, not only the schema's refusals: counted on a fixed sample.
    let saved = 0;
    for (const entries of fc.sample(submissions, REACH_SAMPLE)) if ((await send(entries)) < 400) saved++;
    expect(await othersFingerprint(db, agency.id)).toBe(othersBefore);
    expect(await db.select(guardedColumns).from(properties).where(eq(properties.userId, agency.id))).toEqual(
      ownBefore,
    );
    const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, agency.id));
    expect(account?.role).toBe("user");
    expect(saved).toBeGreaterThan(REACH_SAMPLE.numRuns / 50);
  }, 900_000);
});
