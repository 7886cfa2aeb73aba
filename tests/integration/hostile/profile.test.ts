import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { properties, users } from "#app/db/schema/index";
import { AGENCY_DETAIL_FIELDS } from "#app/domain/agency/agency-details.schema";
import { configureStorage } from "#app/lib/storage.server";
import { createAgencyListing, VALID_AGENCY_FORM } from "#tests/factories/agency";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import {
  expectPoliteAnswer,
  FORBIDDEN_FIELDS,
  HOSTILE_RUNS,
  hostileRequest,
  hostileSubmission,
  othersFingerprint,
  REACH_SAMPLE,
} from "#tests/support/hostile-input";

const database = withTestDatabase();
let context: AppLoadContext;
let owner: TestUser;
let ownerCookie: string;
let ownAgencyListingId: string;
let othersAgencyListingId: string;
let othersListingId: string;

const VALID_PROFILE = { name: "Lucía Ferrer Soler", dni: "12345678Z" };
const VALID_AGENCY_DETAILS = Object.fromEntries(
  AGENCY_DETAIL_FIELDS.map((name) => [name, VALID_AGENCY_FORM[name] ?? ""]),
);
/** The e-mail is read-only in 'Mis Datos': sent anyway, it must change nothing. */
const PROFILE_EXTRAS = [...FORBIDDEN_FIELDS, "email", "ownerId"];

beforeAll(async () => {
  const { db } = database();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-hostile-profile-")) });
  context = createTestContext(db);
  owner = await createUser(db);
  ownerCookie = await sessionCookie(context, owner);
  ownAgencyListingId = (await createAgencyListing(db, owner.id)).id;
  const other = await createUser(db);
  othersAgencyListingId = (await createAgencyListing(db, other.id, { title: "Colaboración de otra agencia" }))
    .id;
  othersListingId = (await createProperty(db, other.id, { title: "Ático con vistas al mar" })).id;
});

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  emailVerified: users.emailVerified,
  banned: users.banned,
};

describe(`hostile submissions (${HOSTILE_RUNS}) to 'Mis Datos' and the dashboard's forms`, () => {
  test("profile, agency details, deletions: never a 5xx; e-mail, role and other people's rows never change", async () => {
    const { db } = database();
    const othersBefore = await othersFingerprint(db, owner.id);
    const [accountBefore] = await db.select(accountColumns).from(users).where(eq(users.id, owner.id));
    const submissions = fc.oneof(
      hostileSubmission(
        ["name", "dni"],
        { intent: "update-profile" },
        { valid: VALID_PROFILE, extras: PROFILE_EXTRAS },
      ),
      hostileSubmission(["name", "dni"], { intent: "update-profile" }, { extras: PROFILE_EXTRAS }),
      hostileSubmission(
        AGENCY_DETAIL_FIELDS,
        { intent: "update-agency-details", propertyId: ownAgencyListingId },
        { valid: VALID_AGENCY_DETAILS, extras: PROFILE_EXTRAS },
      ),
      hostileSubmission(
        AGENCY_DETAIL_FIELDS,
        { intent: "update-agency-details", propertyId: othersAgencyListingId },
        { valid: VALID_AGENCY_DETAILS, extras: PROFILE_EXTRAS },
      ),
      hostileSubmission([...AGENCY_DETAIL_FIELDS, "propertyId"], { intent: "update-agency-details" }),
      // Another person's listing, or anything in place of an id: nothing is deleted.
      hostileSubmission(["propertyId"], { intent: "delete-property", propertyId: othersListingId }),
      hostileSubmission(["propertyId"], { intent: "delete-property" }),
      // The confirmation is the account's e-mail: anything else keeps the account.
      hostileSubmission(["confirmEmail"], { intent: "delete-account" }),
      hostileSubmission(["propertyId"], { intent: "create-sample" }),
      hostileSubmission(["intent", "name", "dni", "propertyId", "confirmEmail"]),
    );
    const send = async (entries: Array<[string, string]>) => {
      const request = hostileRequest(`${TEST_PUBLIC_URL}/dashboard`, entries, ownerCookie);
      return expectPoliteAnswer(await callRoute(dashboardAction, request, context));
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
    expect(await othersFingerprint(db, owner.id)).toBe(othersBefore);
    expect(await db.select(accountColumns).from(users).where(eq(users.id, owner.id))).toEqual([
      accountBefore,
    ]);
    // Its own agency listing is still there, still its own, and its details still valid company data.
    const [listing] = await db
      .select({ userId: properties.userId, details: properties.agencyDetails })
      .from(properties)
      .where(eq(properties.id, ownAgencyListingId));
    expect(listing?.userId).toBe(owner.id);
    expect(Object.keys(listing?.details ?? {}).sort()).toEqual([...AGENCY_DETAIL_FIELDS].sort());
    expect(saved).toBeGreaterThan(REACH_SAMPLE.numRuns / 50);
  }, 900_000);
});
