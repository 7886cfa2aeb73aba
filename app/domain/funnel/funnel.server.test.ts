import { eq, isNull } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { listingEvents } from "#app/db/schema/listing-events";
import { action as phoneClick } from "#app/routes/resources/listing-phone-click";
import { action as clientView } from "#app/routes/resources/listing-view";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { listingFunnel, ownListingFunnels } from "./funnel.server";
import { forgetPastVisitorHashes, type ListingVisit, recordListingEvent } from "./record.server";

const database = withTestDatabase();
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const SECRET = "x".repeat(40);
// Wednesday 25 November 2026: the current week starts on Monday the 23rd.
const NOW = new Date("2026-11-25T10:00:00Z");

let context: AppLoadContext;
let owner: TestUser;
let stranger: TestUser;
let listingId = "";

const visitor = (ip: string, at: Date = NOW): ListingVisit => ({ ip, userAgent: CHROME, viewerId: null, at });
const view = (visit: ListingVisit, propertyId = listingId) =>
  recordListingEvent(database().db, { secret: SECRET, propertyId, kind: "view", visit });

/** What the browser sends for a click on the call button: the link's ping (or the beacon). */
function ping(path: string, { userAgent = CHROME, cookie }: { userAgent?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "user-agent": userAgent, "content-type": "text/ping" };
  if (cookie) headers.cookie = cookie;
  return new Request(`http://localhost:3000${path}`, { method: "POST", body: "PING", headers });
}

async function events(kind: "view" | "phone_click") {
  const rows = await database()
    .db.select()
    .from(listingEvents)
    .where(eq(listingEvents.propertyId, listingId));
  return rows.filter((row) => row.kind === kind).length;
}

beforeAll(() => {
  context = createTestContext(database().db);
});

beforeEach(async () => {
  const { db } = database();
  await db.delete(listingEvents);
  owner = await createUser(db, { name: "Lucía Ferrer Vidal" });
  stranger = await createUser(db, { name: "Pablo Ortiz Gil" });
  listingId = (await createProperty(db, owner.id)).id;
});

describe("the funnel of a listing, week by week", () => {
  test("counts views, phone clicks, enquiries, viewings and offers in their week of Spain, zeros elsewhere", async () => {
    const { db } = database();
    await view(visitor("203.0.113.1"));
    await view(visitor("203.0.113.2"));
    await view(visitor("203.0.113.1", new Date("2026-11-24T09:00:00Z"))); // the same person, another day
    await view(visitor("203.0.113.3", new Date("2026-11-16T12:00:00Z"))); // the week before
    await recordListingEvent(db, {
      secret: SECRET,
      propertyId: listingId,
      kind: "phone_click",
      visit: visitor("203.0.113.1"),
    });
    await createLead(db, listingId, "enquiry", { createdAt: new Date("2026-11-23T08:00:00Z") });
    // Sunday 22 November at 23:30 UTC is already Monday the 23rd in Madrid.
    await createLead(db, listingId, "viewing", { createdAt: new Date("2026-11-22T23:30:00Z") });
    await createLead(db, listingId, "offer", {
      createdAt: new Date("2026-11-17T10:00:00Z"),
      discardedAt: NOW,
    });
    await createLead(db, listingId, "enquiry", { createdAt: new Date("2026-08-03T10:00:00Z") }); // long before

    const weeks = await listingFunnel(db, owner.id, listingId, { now: NOW, weeks: 8 });

    expect(weeks?.map((week) => week.weekStart)).toEqual([
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(weeks?.at(-1)).toEqual({
      weekStart: "2026-11-23",
      views: 3,
      phoneClicks: 1,
      enquiries: 1,
      viewings: 1,
      offers: 0,
    });
    expect(weeks?.at(-2)).toEqual({
      weekStart: "2026-11-16",
      views: 1,
      phoneClicks: 0,
      enquiries: 0,
      viewings: 0,
      offers: 1, // set aside by the seller, but it did happen
    });
    for (const week of weeks?.slice(0, -2) ?? []) {
      expect(week.views + week.phoneClicks + week.enquiries + week.viewings + week.offers).toBe(0);
    }
  });

  test("is read only by the listing's owner", async () => {
    await view(visitor("203.0.113.1"));
    expect(await listingFunnel(database().db, stranger.id, listingId, { now: NOW })).toBeNull();
    expect(await listingFunnel(database().db, stranger.id, "not-a-uuid", { now: NOW })).toBeNull();
    expect(Object.keys(await ownListingFunnels(database().db, stranger.id, { now: NOW }))).not.toContain(
      listingId,
    );
    const own = await ownListingFunnels(database().db, owner.id, { now: NOW });
    expect(own[listingId]?.at(-1)?.views).toBe(1);
  });

  test("counts nothing for a listing that is not published, or for its owner", async () => {
    const draft = await createProperty(database().db, owner.id, { status: "draft" });
    expect(await view(visitor("203.0.113.1"), draft.id)).toBe(false);
    expect(await view({ ...visitor("203.0.113.1"), viewerId: owner.id })).toBe(false);
    expect(await view({ ...visitor("203.0.113.1"), viewerId: stranger.id })).toBe(true);
  });
});

describe("clicks on the call button and views after a client-side navigation", () => {
  test("a click counts once per visitor and day, whether ping, beacon or both arrive", async () => {
    const path = `/propiedad/${listingId}/llamada`;
    const first = await phoneClick({ request: ping(path), context, params: { id: listingId } } as never);
    expect(first.status).toBe(204);
    await phoneClick({ request: ping(path), context, params: { id: listingId } } as never);
    expect(await events("phone_click")).toBe(1);
  });

  test("a bot's click and the owner's own click do not count", async () => {
    const path = `/propiedad/${listingId}/llamada`;
    await phoneClick({
      request: ping(path, { userAgent: "curl/8.5.0" }),
      context,
      params: { id: listingId },
    } as never);
    const cookie = await sessionCookie(context, owner);
    await phoneClick({ request: ping(path, { cookie }), context, params: { id: listingId } } as never);
    expect(await events("phone_click")).toBe(0);
  });

  test("a view reported by the page counts like one the server sent", async () => {
    const path = `/propiedad/${listingId}/vista`;
    const answer = await clientView({ request: ping(path), context, params: { id: listingId } } as never);
    expect(answer.status).toBe(204);
    await clientView({ request: ping(path), context, params: { id: listingId } } as never);
    expect(await events("view")).toBe(1);
  });

  test("an id that is no listing is answered the same, and counts nothing", async () => {
    const answer = await phoneClick({
      request: ping("/propiedad/x/llamada"),
      context,
      params: { id: "x" },
    } as never);
    expect(answer.status).toBe(204);
    expect(await database().db.select().from(listingEvents)).toHaveLength(0);
  });
});

describe("past days' visitor hashes are forgotten", () => {
  test("the counts stay, the hashes of days before today go, today's still tell repeats apart", async () => {
    const yesterday = new Date("2026-11-24T10:00:00Z");
    await view(visitor("203.0.113.1", yesterday));
    await view(visitor("203.0.113.2", yesterday));
    await view(visitor("203.0.113.1"));

    expect(await forgetPastVisitorHashes(database().db, NOW)).toBe(2);

    const forgotten = await database()
      .db.select()
      .from(listingEvents)
      .where(isNull(listingEvents.visitorHash));
    expect(forgotten.map((row) => row.day)).toEqual(["2026-11-24", "2026-11-24"]);
    expect(await view(visitor("203.0.113.1"))).toBe(false); // today's repeat, still recognised
    expect((await listingFunnel(database().db, owner.id, listingId, { now: NOW }))?.at(-1)?.views).toBe(3);
  });
});
