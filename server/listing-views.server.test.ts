import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import express from "express";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listingEvents } from "#app/db/schema/listing-events";
import { properties } from "#app/db/schema/properties";
import { getPublishedProperty } from "#app/domain/listings/property.server";
import { logger } from "#app/lib/logger.server";
import { PageCache } from "#app/lib/page-cache.server";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { countListingViews } from "./listing-views";
import { PAGE_CACHE_HEADER, publicPageCache } from "./page-cache";

const database = withTestDatabase();
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let context: AppLoadContext;
let views: ReturnType<typeof countListingViews>;
let server: ReturnType<express.Express["listen"]>;
let baseUrl = "";
let owner: TestUser;
let listingId = "";

/**
 * The real counter and the real page cache in front of a page that answers 200 for a published
 * listing and 404 for anything else, as the listing route does; the client's address comes from
 * X-Forwarded-For so that a test can be several visitors.
 */
function listingApp() {
  const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
  cache.activate();
  const app = express();
  app.set("trust proxy", true);
  app.use((_req, res, next) => {
    res.locals.cspNonce = "nonce";
    next();
  });
  app.use(views.handler);
  app.use(publicPageCache(cache));
  app.get("/propiedad/:id", async (req, res) => {
    const listing = await getPublishedProperty(database().db, req.params.id, null);
    res.status(listing ? 200 : 404).type("html");
    res.end(`<!DOCTYPE html><html><body><h1>${listing?.title ?? "No encontrada"}</h1></body></html>`);
  });
  return app;
}

async function visit(
  id: string,
  {
    userAgent = CHROME,
    ip = "203.0.113.7",
    cookie,
    purpose,
  }: { userAgent?: string; ip?: string; cookie?: string; purpose?: string } = {},
) {
  const headers: Record<string, string> = { "user-agent": userAgent, "x-forwarded-for": ip };
  if (cookie) headers.cookie = cookie;
  if (purpose) headers["sec-purpose"] = purpose;
  const response = await fetch(`${baseUrl}/propiedad/${id}`, { headers });
  await response.text();
  await views.idle();
  return response;
}

async function viewCount(id = listingId) {
  const rows = await database()
    .db.select()
    .from(listingEvents)
    .where(and(eq(listingEvents.propertyId, id), eq(listingEvents.kind, "view")));
  return rows.length;
}

beforeAll(async () => {
  context = createTestContext(database().db);
  views = countListingViews({
    db: database().db,
    auth: context.auth,
    secret: context.env.AUTH_SECRET,
    logger,
  });
  server = listingApp().listen(0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});

beforeEach(async () => {
  await database().db.delete(listingEvents);
  owner = await createUser(database().db, { name: "Lucía Ferrer Vidal" });
  listingId = (await createProperty(database().db, owner.id)).id;
});

describe("views of a listing, counted by the server", () => {
  it("counts a visitor once a day, served from the page cache or not", async () => {
    const first = await visit(listingId);
    const again = await visit(listingId);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(await viewCount()).toBe(1);
    // Someone else is served the kept copy: a view all the same.
    const someoneElse = await visit(listingId, { ip: "198.51.100.4" });
    expect(someoneElse.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(await viewCount()).toBe(2);
  });

  it("counts another visitor: another address, or another browser at the same address", async () => {
    await visit(listingId);
    await visit(listingId, { ip: "198.51.100.23" });
    await visit(listingId, { userAgent: FIREFOX });
    expect(await viewCount()).toBe(3);
  });

  it("counts the same visitor again on another listing", async () => {
    const other = await createProperty(database().db, owner.id, { title: "Ático en Benimaclet" });
    await visit(listingId);
    await visit(other.id);
    expect(await viewCount()).toBe(1);
    expect(await viewCount(other.id)).toBe(1);
  });

  it("does not count bots, scripts without a browser name, or pages fetched ahead", async () => {
    await visit(listingId, { userAgent: GOOGLEBOT });
    await visit(listingId, { userAgent: "curl/8.5.0" });
    await visit(listingId, { userAgent: "" });
    await visit(listingId, { purpose: "prefetch" });
    expect(await viewCount()).toBe(0);
  });

  it("counts twenty identical requests at the same instant once", async () => {
    await Promise.all(Array.from({ length: 20 }, () => visit(listingId, { ip: "192.0.2.99" })));
    expect(await viewCount()).toBe(1);
  });

  it("does not count a listing that is not published, nor a page that failed", async () => {
    await database().db.update(properties).set({ status: "draft" }).where(eq(properties.id, listingId));
    expect((await visit(listingId)).status).toBe(404);
    expect((await visit("not-a-uuid")).status).toBe(404);
    expect(await viewCount()).toBe(0);
  });

  it("does not count the seller looking at their own listing, but counts another signed-in user", async () => {
    const ownerCookie = await sessionCookie(context, owner);
    await visit(listingId, { cookie: ownerCookie });
    expect(await viewCount()).toBe(0);

    const buyer = await createUser(database().db, { name: "Andrés Molina Ruiz" });
    await visit(listingId, { cookie: await sessionCookie(context, buyer) });
    expect(await viewCount()).toBe(1);
  });

  it("stores neither the visitor's address nor their browser", async () => {
    await visit(listingId, { ip: "203.0.113.250" });
    const [row] = await database().db.select().from(listingEvents);
    expect(Object.keys(row ?? {}).sort()).toEqual(["day", "kind", "propertyId", "visitorHash"]);
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|Android|Chrome/);
  });
});
