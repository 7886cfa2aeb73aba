import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { propertyContracts } from "#app/db/schema/contracts";
import { createSampleAgencyProperty } from "#app/domain/agency/sample-agency-property.server";
import { configureStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { loader } from "./agency-final-fee";

const database = withTestDatabase();
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-final-fee-")) });
});

async function load(role: "admin" | "user") {
  const { db } = database();
  const user = await createUser(db, { role });
  const context = createTestContext(db);
  const request = new Request("http://localhost:3000/agency/final-fee", {
    headers: { cookie: await sessionCookie(context, user) },
  });
  return loader({ request, context, params: {} } as never);
}

describe("/agency/final-fee", () => {
  test("non-admins are sent to /dashboard", async () => {
    const thrown = await load("user").catch((error: unknown) => error);
    expect((thrown as Response).headers.get("Location")).toBe("/dashboard");
  });

  test("admins see each agency collaboration with its split, final-fee state and contract", async () => {
    const { db } = database();
    const tester = await createUser(db, { role: "tester" });
    const { propertyId } = await createSampleAgencyProperty({
      db,
      storage: configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-ff-")) }),
      user: tester,
    });
    await createProperty(db, tester.id); // a private sale: not listed
    const [contract] = await db.select({ id: propertyContracts.id }).from(propertyContracts);
    const { collaborations } = await load("admin");
    expect(collaborations).toHaveLength(1);
    expect(collaborations[0]).toMatchObject({
      id: propertyId,
      price: 250000,
      agencyCommissionPercentage: 4,
      companyName: "Inmobiliaria de Prueba S.L.",
      split: { totalCommission: 10000, agency: 6000, platform: 4000 },
      finalFee: "locked",
      contractId: contract?.id,
    });
  });
});
