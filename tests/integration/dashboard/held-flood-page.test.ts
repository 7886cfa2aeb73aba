import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { HELD_SENDER_TEXTS } from "#app/domain/leads/review/review";
import { createHeldFlood } from "#tests/factories/held-flood";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * 'Compradores' after a flood, as the owner's browser receives it: 300 contacts held from three
 * connections and one real buyer. Before grouping, every held contact of every listing went into
 * the page (1,1 MB after 321); now a page of senders does.
 */
const database = withTestDatabase();
/** The page with this flood measured 69 129 bytes; before grouping, 1 071 096. */
const MAX_PAGE_BYTES = 150_000;

let context: AppLoadContext;
let cookie: string;
let listingId: string;
beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeEach(async () => {
  const { db } = database();
  await database().truncate();
  const owner = await createUser(db, { name: "Jordi Puig Serra" });
  listingId = (await createProperty(db, owner.id, { title: "Casa de piedra en el Empordà" })).id;
  await createHeldFlood(db, listingId, { senders: 3, perSender: 100 });
  await createLead(db, listingId, "enquiry", {
    review: "held",
    heldReason: "listing_rate",
    buyerName: "Laia Ferrer Soler",
    buyerEmail: "laia.ferrer@example.es",
    message: "Hola, ¿podría visitar la casa el sábado por la mañana?",
    senderAddressHash: "conexion-laia",
  });
  context = createTestContext(db);
  cookie = await sessionCookie(context, owner);
});

const buyersPage = async () => {
  const response = await handleRequest(
    new Request(`${TEST_PUBLIC_URL}/dashboard/compradores?propiedad=${listingId}`, { headers: { cookie } }),
    context,
  );
  expect(response.status).toBe(200);
  return response.text();
};

function post(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) body.append(name, one);
  return handleRequest(
    new Request(`${TEST_PUBLIC_URL}/dashboard/compradores?propiedad=${listingId}`, {
      method: "POST",
      body,
      headers: {
        cookie,
        origin: TEST_PUBLIC_URL,
        "content-type": "application/x-www-form-urlencoded",
      },
    }),
    context,
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("'Compradores' after a flood of 300 held contacts", () => {
  test("the page is small: four senders, the real buyer first, each sender's newest three", async () => {
    const html = await buyersPage();
    const bytes = Buffer.byteLength(html);
    expect(bytes).toBeLessThan(MAX_PAGE_BYTES);
    expect(count(html, /data-testid="held-sender"/g)).toBe(4);
    expect(count(html, /data-testid="held-lead"/g)).toBe(10);
    expect(html.indexOf("Laia Ferrer Soler")).toBeLessThan(html.indexOf("Remitente masivo"));
    expect(html).toContain(HELD_SENDER_TEXTS.more(97));
    expect(count(html, new RegExp(HELD_SENDER_TEXTS.markSenderSpam, "g"))).toBeGreaterThanOrEqual(3);
  });

  test("'Marcar todo como spam' on a flooder and 'Aprobar seleccionados' on the real buyer leave two senders", async () => {
    const ids = (html: string) =>
      [...html.matchAll(/name="leadId" value="([0-9a-f-]{36})"/g)].map((m) => m[1]);
    const first = await buyersPage();
    const [laia, flooderContact] = [...new Set(ids(first))];
    // The flooder's group is named by its newest contact (the 'Marcar todo como spam' form's leadId).
    const spam = await post({ intent: "mark-sender-spam", leadId: flooderContact ?? "" });
    expect(spam.status).toBe(302);
    const approve = await post({ intent: "release-held-leads", leadId: [laia ?? "", "no-es-un-uuid"] });
    expect(approve.status).toBe(302);
    const after = await buyersPage();
    expect(count(after, /data-testid="held-sender"/g)).toBe(2);
    expect(count(after, /data-testid="held-lead"/g)).toBe(6);
    // Laia is among the listing's buyers now, below 'Pendientes de revisión' and out of it.
    const [review = "", buyers = ""] = after.split('aria-label="Compradores de esta propiedad"');
    expect(review).not.toContain("Laia Ferrer Soler");
    expect(buyers).toContain("Laia Ferrer Soler");
  });
});
