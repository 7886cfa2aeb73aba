import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { listingEvents } from "#app/db/schema/listing-events";
import { LEAD_RATE_LIMITS } from "#app/domain/leads/intake/rate-limits.server";
import { PHONE_REVEAL_INTENT } from "#app/domain/listings/phone-reveal";
import { PHONE_REVEAL_LIMITS } from "#app/domain/listings/phone-reveal.server";
import { action as pageAction } from "#app/routes/public/property";
import { action as revealAction, loader as revealLoader } from "#app/routes/resources/listing-phone-reveal";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";

/** The phone behind 'Ver teléfono', on both engines. */
const database = withTestDatabase();
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let context: AppLoadContext;
let owner: TestUser;
let listingId = "";

type Answer = { ok: boolean; phone?: { display: string; href: string }; message?: string };

/** What the enhancement script sends: a same-origin POST with nothing in its body. */
function scriptRequest(
  id: string,
  {
    cookie,
    userAgent = CHROME,
    body,
    prefix = "",
  }: { cookie?: string; userAgent?: string; body?: string; prefix?: string } = {},
) {
  return new Request(new URL(`${prefix}/propiedad/${id}/telefono`, TEST_PUBLIC_URL), {
    method: "POST",
    body,
    headers: {
      accept: "application/json",
      origin: TEST_PUBLIC_URL,
      "sec-fetch-site": "same-origin",
      "user-agent": userAgent,
      ...(cookie ? { cookie } : {}),
    },
  });
}

async function reveal(id = listingId, options: Parameters<typeof scriptRequest>[1] = {}, ctx = context) {
  const response = await revealAction({
    request: scriptRequest(id, options),
    context: ctx,
    params: { id },
  } as never);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}

async function phoneEvents(id = listingId) {
  const rows = await database().db.select().from(listingEvents).where(eq(listingEvents.propertyId, id));
  return rows.filter((row) => row.kind === "phone_click").length;
}

beforeEach(async () => {
  const { db } = database();
  await db.delete(listingEvents);
  // A fresh context: its own rate-limit counters.
  context = createTestContext(db);
  owner = await createUser(db, { name: "Lucía Ferrer Vidal" });
  listingId = (await createProperty(db, owner.id, { phone: "612 34 56 78", countryCode: "+34" })).id;
});

describe("'Ver teléfono' with JavaScript (POST /propiedad/:id/telefono)", () => {
  test("answers the listing's own phone, never kept by a cache, and counts it in the funnel once a day", async () => {
    const first = await reveal();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, phone: { display: "+34 612 345 678", href: "tel:+34612345678" } });
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await phoneEvents()).toBe(1);
    // The same visitor again the same day: the number again, the funnel still one.
    expect((await reveal()).status).toBe(200);
    expect(await phoneEvents()).toBe(1);
    // Another visitor (another address) is another person in the funnel.
    await reveal(listingId, {}, { ...context, clientIp: "198.51.100.20" } as AppLoadContext);
    expect(await phoneEvents()).toBe(2);
  });

  test("the number comes from the listing's row, whatever the request carries", async () => {
    const other = await createProperty(database().db, owner.id, { phone: "699 000 111" });
    const answer = await reveal(listingId, { body: JSON.stringify({ phone: "699000111", id: other.id }) });
    expect(answer.body.phone?.href).toBe("tel:+34612345678");
  });

  test("an unknown id, a malformed one, a draft, a sold or a withdrawn listing: 404, nothing counted", async () => {
    const { db } = database();
    const ids = [
      "00000000-0000-4000-8000-000000000000",
      "no-es-un-id",
      (await createProperty(db, owner.id, { status: "draft" })).id,
      (await createProperty(db, owner.id, { status: "sold" })).id,
    ];
    for (const id of ids) {
      const answer = await reveal(id);
      expect(answer.status, id).toBe(404);
      expect(answer.body.phone, id).toBeUndefined();
    }
    expect(await db.select().from(listingEvents)).toHaveLength(0);
  });

  test("a tester's listing is 404 for anyone but its owner", async () => {
    const { db } = database();
    const tester = await createUser(db, { name: "Tomás Probador", role: "tester" });
    const testListing = await createProperty(db, tester.id, { isTest: true });
    expect((await reveal(testListing.id)).status).toBe(404);
    const cookie = await sessionCookie(context, tester);
    expect((await reveal(testListing.id, { cookie })).status).toBe(200);
  });

  test("no number, or a reserved home: 409 with words, no number, nothing counted", async () => {
    const { db } = database();
    const withoutPhone = await createProperty(db, owner.id, { phone: null });
    const reserved = await createProperty(db, owner.id, { arrasSigned: true });
    for (const id of [withoutPhone.id, reserved.id]) {
      const answer = await reveal(id);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ ok: false, message: expect.stringContaining("no tiene teléfono") });
    }
    expect(await db.select().from(listingEvents)).toHaveLength(0);
  });

  test("a crawler or a script that says so gets no number", async () => {
    for (const userAgent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0", ""]) {
      const answer = await reveal(listingId, { userAgent });
      expect(answer.status, userAgent).toBe(403);
      expect(answer.body.phone).toBeUndefined();
    }
    expect(await phoneEvents()).toBe(0);
  });

  test("the owner sees their own number without counting in their funnel", async () => {
    const cookie = await sessionCookie(context, owner);
    expect((await reveal(listingId, { cookie })).status).toBe(200);
    expect(await phoneEvents()).toBe(0);
  });

  test("a GET, as a crawler follows links, is no way to the number: 405", async () => {
    const response = revealLoader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  test("a post from another site is refused", async () => {
    const request = new Request(new URL(`/propiedad/${listingId}/telefono`, TEST_PUBLIC_URL), {
      method: "POST",
      headers: { origin: "https://agencia.example", "user-agent": CHROME },
    });
    const response = await revealAction({ request, context, params: { id: listingId } } as never);
    expect(response.status).toBe(403);
  });
});

describe("the limits per client and per listing, as the contact forms count", () => {
  const elsewhere = () => ({ ...context, clientIp: "198.51.100.30" }) as AppLoadContext;
  const listings = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => (await createProperty(database().db, owner.id)).id),
    );

  test("a client revealing many listings' phones is refused past the limit; another client is not", async () => {
    const limit = PHONE_REVEAL_LIMITS.perAddress.limit;
    expect(limit).toBe(LEAD_RATE_LIMITS.perAddress.limit);
    for (const id of await listings(limit)) expect((await reveal(id)).status).toBe(200);
    const refused = await reveal();
    expect(refused.status).toBe(429);
    expect(refused.body.phone).toBeUndefined();
    expect(refused.body.message).toMatch(
      /^Has pedido muchos teléfonos en poco tiempo\. Inténtalo de nuevo en \d+ minutos? o escribe al vendedor/,
    );
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await phoneEvents()).toBe(0);
    // Another client (another address) has a budget of its own, untouched.
    expect((await reveal(listingId, {}, elsewhere())).status).toBe(200);
  });

  test("changing the browser's name does not make another client", async () => {
    // As many as a contact form takes from one address in an hour.
    const limit = LEAD_RATE_LIMITS.perAddress.limit;
    const ids = await listings(limit);
    for (const [index, id] of ids.entries())
      expect((await reveal(id, { userAgent: `${CHROME} variant/${index}` })).status, String(index)).toBe(200);
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    expect((await reveal(listingId, { userAgent: firefox })).status).toBe(429);
  });

  test("asking again for a number already shown spends nothing, up to the listing's own limit", async () => {
    const again = PHONE_REVEAL_LIMITS.perListing.limit;
    for (let index = 0; index < again; index += 1) expect((await reveal()).status, String(index)).toBe(200);
    expect((await reveal()).status).toBe(429);
    // The client's budget spent one listing: every other one is still there.
    for (const id of await listings(PHONE_REVEAL_LIMITS.perAddress.limit - 1))
      expect((await reveal(id)).status).toBe(200);
  });

  test("a signed-in client is counted by their account, also from other addresses", async () => {
    const buyer = await createUser(database().db, { name: "Pablo Ortiz Gil" });
    const cookie = await sessionCookie(context, buyer);
    const ids = await listings(PHONE_REVEAL_LIMITS.perUser.limit);
    for (const [index, id] of ids.entries()) {
      const ip = `198.51.100.${index + 1}`;
      expect((await reveal(id, { cookie }, { ...context, clientIp: ip } as AppLoadContext)).status).toBe(200);
    }
    expect(
      (await reveal(listingId, { cookie }, { ...context, clientIp: "192.0.2.1" } as AppLoadContext)).status,
    ).toBe(429);
    // Another account at one of those addresses is not refused for this one's asks.
    const other = await createUser(database().db, { name: "Marta Gil Soler" });
    const otherCookie = await sessionCookie(context, other);
    expect(
      (
        await reveal(listingId, { cookie: otherCookie }, {
          ...context,
          clientIp: "192.0.2.1",
        } as AppLoadContext)
      ).status,
    ).toBe(200);
  });
});

describe("'Ver teléfono' without JavaScript (the listing page's form)", () => {
  function pageForm(id: string, prefix = "") {
    return new Request(new URL(`${prefix}/propiedad/${id}`, TEST_PUBLIC_URL), {
      method: "POST",
      body: new URLSearchParams({ intent: PHONE_REVEAL_INTENT }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: TEST_PUBLIC_URL,
        "sec-fetch-site": "same-origin",
        "user-agent": CHROME,
      },
    });
  }

  async function submit(id: string, prefix = "") {
    try {
      const returned = (await pageAction({
        request: pageForm(id, prefix),
        context,
        params: { id },
      } as never)) as {
        data: { phoneReveal: Answer };
        init: ResponseInit;
      };
      return {
        status: returned.init.status ?? 200,
        headers: new Headers(returned.init.headers),
        data: returned.data,
      };
    } catch (thrown) {
      const { init } = thrown as { init: ResponseInit };
      return { status: init.status, headers: new Headers(), data: null };
    }
  }

  test("draws the page with the number for this answer only, and counts it", async () => {
    const answer = await submit(listingId);
    expect(answer.status).toBe(200);
    expect(answer.data?.phoneReveal).toEqual({
      ok: true,
      phone: { display: "+34 612 345 678", href: "tel:+34612345678" },
    });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await phoneEvents()).toBe(1);
  });

  test("an unknown listing is the 404 page; past the limit, the message instead of the number", async () => {
    expect((await submit("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    for (let index = 0; index < PHONE_REVEAL_LIMITS.perListing.limit; index += 1) await submit(listingId);
    const refused = await submit(listingId);
    expect(refused.status).toBe(429);
    expect(refused.data?.phoneReveal.ok).toBe(false);
    expect(refused.data?.phoneReveal.message).toMatch(/^Has pedido muchos teléfonos/);
  });

  test("on the English listing, past the limit, the refusal is in English", async () => {
    for (let index = 0; index < PHONE_REVEAL_LIMITS.perListing.limit; index += 1)
      await submit(listingId, "/en");
    const refused = await submit(listingId, "/en");
    expect(refused.status).toBe(429);
    expect(refused.data?.phoneReveal.message).toMatch(
      /^You have asked for a lot of phone numbers in a short time\. Try again in \d+ minutes?, or write to the seller/,
    );
  });
});

describe("'Ver teléfono' from a listing in another language: its refusals in that language", () => {
  const from = (prefix: string, id = listingId, userAgent = CHROME) => reveal(id, { prefix, userAgent });

  test("the number as from the Spanish page; no number, a crawler or an unknown listing refused in the page's words", async () => {
    expect((await from("/en")).body).toEqual({
      ok: true,
      phone: { display: "+34 612 345 678", href: "tel:+34612345678" },
    });
    const withoutPhone = await createProperty(database().db, owner.id, { phone: null });
    expect(await from("/de", withoutPhone.id)).toMatchObject({
      status: 409,
      body: {
        ok: false,
        message:
          "Zu dieser Anzeige gibt es keine Telefonnummer. Schreiben Sie dem Verkäufer bitte über das Formular.",
      },
    });
    expect((await from("/en", listingId, "curl/8.5.0")).body.message).toBe(
      "Open the listing in a web browser to see the phone number.",
    );
    expect((await from("/fr", "00000000-0000-4000-8000-000000000000")).body.message).toBe("Bien introuvable");
  });

  test("past the limit: 429 with Retry-After, the minutes in German; the Spanish page's words unchanged", async () => {
    for (let index = 0; index < PHONE_REVEAL_LIMITS.perListing.limit; index += 1) await from("/de");
    const refused = await from("/de");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      /^Sie haben in kurzer Zeit viele Telefonnummern abgerufen\. Versuchen Sie es in \d+ Minuten? erneut/,
    );
    expect((await reveal()).body.message).toMatch(
      /^Has pedido muchos teléfonos en poco tiempo\. Inténtalo de nuevo en \d+ minutos? o escribe al vendedor/,
    );
  });
});
