import { eq, ne, or } from "drizzle-orm";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { properties, saleBuyers, users } from "#app/db/schema/index";
import { action as adminToolsAction } from "#app/routes/admin/tools";
import { loader as portalLoader } from "#app/routes/public/portal";
import { createLead } from "#tests/factories/leads";
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
  hostileValue,
  tablesFingerprint,
} from "#tests/support/hostile-input";
import { sellAction } from "#tests/support/process-routes";

const database = withTestDatabase();
let context: AppLoadContext;
let owner: TestUser;
let ownerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  owner = await createUser(db);
  await db.update(users).set({ dni: "12345678Z" }).where(eq(users.id, owner.id));
  const admin = await createUser(db, { role: "admin" });
  ownerCookie = await sessionCookie(context, owner);
  adminCookie = await sessionCookie(context, admin);
  const other = await createUser(db);
  await createProperty(db, other.id, { status: "published", title: "Ático con vistas al mar" });
});

const LISTING_FIELDS = [
  "propertyId",
  "title",
  "description",
  "address",
  "province",
  "propertyType",
  "price",
  "bedrooms",
  "bathrooms",
  "size",
  "countryCode",
  "phone",
  "features",
  "energyRating",
  "dni",
] as const;

describe(`hostile submissions (${HOSTILE_RUNS} each) to the listing, staff and portal forms`, () => {
  test("the listing step: never a 5xx; whatever is sent, a listing is the owner's, unpaid and never sold", async () => {
    const { db } = database();
    const othersBefore = await db.select().from(properties).where(ne(properties.userId, owner.id));
    await fc.assert(
      fc.asyncProperty(hostileSubmission(LISTING_FIELDS, { intent: "save-listing" }), async (entries) => {
        const request = hostileRequest(`${TEST_PUBLIC_URL}/vender`, entries, ownerCookie);
        expectPoliteAnswer(await callRoute(sellAction, request, context));
      }),
      { numRuns: HOSTILE_RUNS },
    );
    // Nobody else's listing changed, and the owner's never took a paid or sold state from the form.
    expect(await db.select().from(properties).where(ne(properties.userId, owner.id))).toEqual(othersBefore);
    const tampered = await db
      .select({ id: properties.id })
      .from(properties)
      .where(
        or(
          eq(properties.status, "sold"),
          eq(properties.paymentStatus, "paid"),
          eq(properties.marketingActive, true),
          eq(properties.saleConfirmed, true),
        ),
      );
    expect(tampered).toEqual([]);
    const [profile] = await db
      .select({ role: users.role, dni: users.dni })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(profile).toEqual({ role: "user", dni: "12345678Z" });
  }, 900_000);

  test("step 6, who bought: never a 5xx; only the owner's own lead is ever recorded, nobody else's sale moves", async () => {
    const { db } = database();
    const sale = await createProperty(db, owner.id, {
      title: "Piso en su paso 6",
      marketingActive: true,
      visitsManaged: true,
      arrasSigned: true,
      notaryDone: true,
    });
    const ownLead = await createLead(db, sale.id, "enquiry");
    const stranger = await createUser(db);
    const strangersSale = await createProperty(db, stranger.id, { marketingActive: true, notaryDone: true });
    const strangersLead = await createLead(db, strangersSale.id, "enquiry");
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileSubmission(["propertyId", "buyer"], { intent: "declare-buyer" }),
          hostileSubmission(
            ["propertyId", "buyer"],
            { intent: "declare-buyer" },
            { valid: { propertyId: sale.id, buyer: `lead:${ownLead.id}` } },
          ),
          fc.constant<Array<[string, string]>>([
            ["intent", "declare-buyer"],
            ["propertyId", sale.id],
            ["buyer", `lead:${strangersLead.id}`],
          ]),
        ),
        async (entries) => {
          const request = hostileRequest(`${TEST_PUBLIC_URL}/vender`, entries, ownerCookie);
          expectPoliteAnswer(await callRoute(sellAction, request, context));
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    const answers = await db.select().from(saleBuyers);
    expect(answers.every((answer) => answer.propertyId === sale.id)).toBe(true);
    expect(answers.every((answer) => answer.soldToLeadId === ownLead.id)).toBe(true);
    const [strangers] = await db.select().from(properties).where(eq(properties.id, strangersSale.id));
    expect(strangers).toMatchObject({ status: "published", saleConfirmed: false });
  }, 900_000);

  test("staff tools (test e-mail, create user, retry a failed job): never a 5xx, and refusals change nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileSubmission(["to"], { intent: "send-test-email" }),
          hostileSubmission(["name", "email", "password", "role"], { intent: "create-user" }),
          hostileSubmission(
            ["jobName", "jobId"],
            { intent: "retry-job" },
            { valid: { jobName: "email", jobId: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f" } },
          ),
          hostileSubmission(["intent", "to", "name", "email", "password", "jobName", "jobId"]),
        ),
        async (entries) => {
          const before = await tablesFingerprint(database().db, ["users", "accounts"]);
          const request = hostileRequest(`${TEST_PUBLIC_URL}/admin/tools`, entries, adminCookie);
          const result = await callRoute(adminToolsAction, request, context);
          expectPoliteAnswer(result);
          if (result.status >= 400)
            expect(await tablesFingerprint(database().db, ["users", "accounts"])).toBe(before);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
  }, 900_000);

  test("the portal filters: any query string answers 200 or a redirect to its clean URL, never an error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("q", "provincia", "tipo", "pagina", "page", "__proto__"),
          hostileValue,
          {
            maxKeys: 5,
          },
        ),
        async (query) => {
          const url = new URL(`${TEST_PUBLIC_URL}/portal`);
          for (const [name, value] of Object.entries(query)) url.searchParams.append(name, value);
          const result = await callRoute(portalLoader, new Request(url), context);
          expect([200, 302]).toContain(result.status);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
  }, 900_000);
});
