import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { auditLog, users } from "#app/db/schema/index";
import { action as adminAction, loader as adminLoader } from "#app/routes/admin/admin";
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

const database = withTestDatabase();
let context: AppLoadContext;
let admin: TestUser;
let adminCookie: string;
let clientId: string;
let listingId: string;

beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  admin = await createUser(db, { role: "admin" });
  adminCookie = await sessionCookie(context, admin);
  const client = await createUser(db, { name: "Ana Martín Ruiz" });
  clientId = client.id;
  listingId = (await createProperty(db, client.id, { title: "Ático con vistas al mar" })).id;
});

// The audit log grows with every accepted action: a refusal is checked not to add to it by its count.
const STAFF_TABLES = ["users", "properties"] as const;
const auditCount = async () => (await database().db.select({ n: count() }).from(auditLog))[0]?.n;

describe(`hostile submissions (${HOSTILE_RUNS}) to the staff panel (/admin)`, () => {
  test("row actions (role, unpublish, republish, verification): never a 5xx, and a refusal changes nothing", async () => {
    const { db } = database();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileSubmission(
            ["userId", "role"],
            { intent: "change-role" },
            { valid: { userId: clientId, role: "tester" } },
          ),
          hostileSubmission(
            ["role"],
            { intent: "change-role", userId: admin.id },
            { valid: { role: "user" } },
          ),
          hostileSubmission(["propertyId"], { intent: "unpublish" }, { valid: { propertyId: listingId } }),
          hostileSubmission(["propertyId"], { intent: "republish" }, { valid: { propertyId: listingId } }),
          hostileSubmission(["userId"], { intent: "resend-verification" }, { valid: { userId: clientId } }),
          hostileSubmission(["intent", "userId", "propertyId", "role"]),
        ),
        async (entries) => {
          const before = `${await tablesFingerprint(db, STAFF_TABLES)} audit:${await auditCount()}`;
          const request = hostileRequest(`${TEST_PUBLIC_URL}/admin`, entries, adminCookie);
          const status = expectPoliteAnswer(await callRoute(adminAction, request, context));
          if (status >= 400)
            expect(`${await tablesFingerprint(db, STAFF_TABLES)} audit:${await auditCount()}`).toBe(before);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    // Staff cannot change their own role, whatever the form says.
    const [self] = await db.select({ role: users.role }).from(users).where(eq(users.id, admin.id));
    expect(self?.role).toBe("admin");
  }, 900_000);

  test("the list's search, tab and page: 200, or redirects to clean URLs that end in a 200", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("q", "tab", "pagina", "page", "__proto__"), hostileValue, {
          maxKeys: 4,
        }),
        async (query) => {
          const url = new URL(`${TEST_PUBLIC_URL}/admin`);
          for (const [name, value] of Object.entries(query)) url.searchParams.append(name, value);
          let target = url.toString();
          // At most two: to the URL without stray parameters, then to the last page that exists.
          for (let redirects = 0; ; redirects++) {
            const result = await callRoute(
              adminLoader,
              new Request(target, { headers: { cookie: adminCookie } }),
              context,
            );
            if (result.status !== 302) {
              expect(result.status).toBe(200);
              break;
            }
            expect(redirects).toBeLessThan(2);
            const location = (result as Response).headers.get("location") ?? "";
            expect(location.startsWith("/admin")).toBe(true);
            target = new URL(location, TEST_PUBLIC_URL).toString();
          }
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
  }, 900_000);
});
