import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { arrasContracts, deals, leadOffers, properties, users } from "#app/db/schema/index";
import { recordFallThrough } from "#app/domain/sale/fall-through.server";
import type { Locale } from "#app/lib/i18n/locales";
import { createLead } from "#tests/factories/leads";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { closingDealWorld } from "#tests/support/closing-deal-world";
import { renderRoute } from "#tests/support/render-route";
import RequestsRoute, { loader as requestsLoader } from "./requests";

/**
 * 'Mis solicitudes' after the buyer ended the deal under penitential arras: the notice of the ended
 * deal in the account's language, the Spanish kind of arras and its article kept; Spanish as before.
 */
const database = withTestDatabase();
beforeEach(() => database().truncate());

/** The buyer's own accepted offer became the deal; arras penitenciales of 25.000 € signed; the buyer pulled out. */
async function requestsAfterTheBuyerPulledOut(locale: Locale) {
  const world = await closingDealWorld(database());
  const { db, buyer, deal } = world;
  const lead = await createLead(db, deal.propertyId, "offer", {
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    buyerUserId: buyer.id,
    state: "accepted",
  });
  await db
    .insert(leadOffers)
    .values({ leadId: lead.id, amount: 250_000, financing: "mortgage", arrasDate: "2026-12-15" });
  await db.update(deals).set({ leadId: lead.id }).where(eq(deals.id, deal.id));
  await db.update(users).set({ locale }).where(eq(users.id, buyer.id));
  await db.update(properties).set({ arrasSigned: true }).where(eq(properties.id, deal.propertyId));
  await db
    .update(arrasContracts)
    .set({ terms: { arrasKind: "penitenciales", arrasAmount: 25_000 } })
    .where(eq(arrasContracts.propertyId, deal.propertyId));
  const outcome = await recordFallThrough(
    { db, ...world.mail },
    { actor: buyer, dealId: deal.id, party: "buyer", reason: "comprador-desiste", note: null },
  );
  expect(outcome.ok).toBe(true);

  const context = createTestContext(db);
  const request = new Request("http://localhost:3000/dashboard/solicitudes", {
    headers: { cookie: await sessionCookie(context, buyer) },
  });
  const data = await requestsLoader({ request, context, params: {} } as never);
  return renderRoute("/dashboard/solicitudes", {
    id: "requests",
    path: "/dashboard/solicitudes",
    Component: RequestsRoute as never,
    data,
  });
}

describe("the ended deal on 'Mis solicitudes' in the buyer's language", () => {
  test("an English account reads the notice in English, the arras named in Spanish with their article", async () => {
    const html = await requestsAfterTheBuyerPulledOut("en");
    expect(html).toContain("The sale did not go ahead");
    expect(html).toContain("Reason: The buyer has pulled out.");
    expect(html).toContain(
      "Your deposit (arras): The buyer is pulling out under a penitential deposit (arras penitenciales, art. 1454 Código Civil): the seller keeps the deposit of €25,000.",
    );
    expect(html).not.toContain("La venta no siguió adelante");
    expect(html).not.toContain("Motivo:");
    // How it ended is read first; the acceptance under it is its record, no longer a green success.
    expect(html.indexOf("The sale did not go ahead")).toBeLessThan(html.indexOf("Agreed price:"));
    expect(html).not.toContain("bg-success/5");
  });

  test("a Spanish account reads the same Spanish as the deal recorded", async () => {
    const html = await requestsAfterTheBuyerPulledOut("es");
    expect(html).toContain("La venta no siguió adelante");
    expect(html).toContain(
      "El comprador se echa atrás con arras penitenciales (art. 1454 del Código Civil): el vendedor conserva la señal de 25.000\u00a0€.",
    );
    expect(html).not.toContain("did not go ahead");
  });
});
