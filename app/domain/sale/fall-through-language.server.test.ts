import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server";
import { deals, users } from "#app/db/schema/index";
import { createLead } from "#tests/factories/leads";
import { withTestDatabase } from "#tests/setup/db";
import { CLOSING_TEST_BRAND, closingDealWorld } from "#tests/support/closing-deal-world";
import { queuedMail } from "#tests/support/queued-mail";
import { recordFallThrough } from "./fall-through.server";

const database = withTestDatabase();
let mail: ReturnType<typeof queuedMail>;
beforeEach(async () => {
  await database().truncate();
  mail = queuedMail(database().db);
});
afterEach(() => mail.stop());

/** The world's deal made from the buyer's own offer, the buyer's account set to `locale`. */
async function dealWithBuyerIn(locale: "es" | "en") {
  const world = await closingDealWorld(database());
  const { db, buyer, deal } = world;
  const lead = await createLead(db, deal.propertyId, "offer", {
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    buyerUserId: buyer.id,
    state: "accepted",
  });
  await db.update(deals).set({ leadId: lead.id }).where(eq(deals.id, deal.id));
  await db.update(users).set({ locale }).where(eq(users.id, buyer.id));
  return world;
}

async function queuedTo(email: string) {
  return queryRows<{ subject: string; text: string }>(
    database().db,
    sql`select data->>'subject' as subject, data->>'text' as text from pgboss.job where name = ${mail.jobName} and data->>'template' = 'deal-fell-through' and data->>'to' = ${email}`,
  );
}

describe("the seller's fall-through notice, queued in its transaction, reaches the buyer in their language", () => {
  test("an English buyer reads it in English, the deposit's fate named as the contract names it", async () => {
    const { db, seller, buyer, deal } = await dealWithBuyerIn("en");
    const outcome = await recordFallThrough(
      { db, brand: CLOSING_TEST_BRAND, mailer: mail.mailer },
      { actor: seller, dealId: deal.id, party: "seller", reason: "vendedor-desiste", note: null },
    );
    expect(outcome.ok).toBe(true);
    const [notice] = await queuedTo(buyer.email);
    expect(notice?.subject).toMatch(/^The sale is not going ahead: “/);
    expect(notice?.text).toContain("Reason: The seller has pulled out.");
    expect(notice?.text).toContain("Your deposit (arras): ");
    expect(notice?.text).not.toContain("Motivo");
  });

  test("a Spanish buyer reads it in Spanish, as before", async () => {
    const { db, seller, buyer, deal } = await dealWithBuyerIn("es");
    await recordFallThrough(
      { db, brand: CLOSING_TEST_BRAND, mailer: mail.mailer },
      { actor: seller, dealId: deal.id, party: "seller", reason: "vendedor-desiste", note: null },
    );
    const [notice] = await queuedTo(buyer.email);
    expect(notice?.subject).toMatch(/^La venta no sigue adelante: «/);
    expect(notice?.text).toContain("Motivo: El vendedor se echa atrás.");
  });
});
