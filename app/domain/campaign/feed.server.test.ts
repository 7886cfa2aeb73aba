import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { campaignChannels } from "#app/db/schema/campaigns";
import { properties } from "#app/db/schema/properties";
import { loader as feedLoader } from "#app/routes/resources/kyero-feed";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { FEED_PAGE_SIZE } from "./feed.server";
import { createFeedToken, revokeFeedToken } from "./feed-tokens.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const PUBLIC_URL = "https://zaguan.example";
const context = () => ({ db: database().db, env: { PUBLIC_URL } }) as unknown as AppLoadContext;

/** What the route answers for this token: the status and, for a 200, the body. */
async function fetchFeed(token: string): Promise<{ status: number; body: string }> {
  const request = new Request(`${PUBLIC_URL}/feeds/kyero.xml?token=${encodeURIComponent(token)}`);
  try {
    const response = (await feedLoader({ request, context: context(), params: {} } as never)) as Response;
    return { status: response.status, body: await response.text() };
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit }).init;
    return { status: init?.status ?? 500, body: "" };
  }
}

// Repeated elements are always arrays, so a feed of one listing reads like a feed of many.
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["property", "image", "feature"].includes(name),
});

type KyeroProperty = Record<string, unknown> & {
  id: string;
  date: string;
  images: { image: Array<{ "@_id": string; url: string }> };
};

/** Parses the feed and checks the Kyero v3 structure every property must have. */
function parseFeed(body: string): KyeroProperty[] {
  expect(XMLValidator.validate(body)).toBe(true);
  const document = parser.parse(body) as {
    root: { kyero: { feed_version: string }; property?: KyeroProperty[] };
  };
  expect(document.root.kyero.feed_version).toBe("3");
  const listings = document.root.property ?? [];
  for (const listing of listings) {
    for (const field of [
      "id",
      "date",
      "ref",
      "price",
      "currency",
      "price_freq",
      "new_build",
      "type",
      "town",
      "province",
      "country",
      "beds",
      "baths",
      "surface_area",
      "url",
      "desc",
      "images",
    ])
      expect(listing, field).toHaveProperty(field);
    expect(listing.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  }
  return listings;
}

async function paidListing(userId: string, overrides: Partial<typeof properties.$inferInsert> = {}) {
  return createProperty(database().db, userId, {
    marketingActive: true,
    paymentStatus: "paid",
    marketingActivatedAt: new Date("2026-11-20T10:00:00Z"),
    updatedAt: new Date("2026-11-20T09:00:00Z"),
    images: ["/files/property-images/abc/foto-1-1920.webp", "/files/property-images/abc/foto-2-1920.webp"],
    features: ["Ascensor", "Terraza & balcón"],
    ...overrides,
  });
}

describe("the Kyero feed", () => {
  test("a partner's token opens the feed of every listing whose campaign runs, each with the Kyero fields", async () => {
    const db = database().db;
    const owner = await createUser(db);
    const admin = await createUser(db, { role: "admin" });
    const listing = await paidListing(owner.id, {
      address: "Calle de Cádiz 45, 46006 Valencia",
      description: 'Luminoso <y> "exterior" & reformado.',
    });
    await createProperty(db, owner.id, { title: "Sin campaña" });
    await paidListing(owner.id, { status: "sold", title: "Vendido" });
    await paidListing(owner.id, { status: "unpublished", title: "Retirado" });
    const { token } = await createFeedToken(db, admin, "Kyero");

    const { status, body } = await fetchFeed(token);
    expect(status).toBe(200);
    const [property, ...others] = parseFeed(body);
    expect(others).toEqual([]);
    expect(property).toMatchObject({
      id: listing.id,
      date: "2026-11-20 10:00:00",
      price: "265000",
      currency: "EUR",
      price_freq: "sale",
      type: "apartment",
      town: "Valencia",
      province: "Valencia",
      beds: "3",
      baths: "2",
      surface_area: { built: "98" },
      energy_rating: { consumption: "C" },
      desc: { es: 'Piso reformado con terraza en Ruzafa\n\nLuminoso <y> "exterior" & reformado.' },
      features: { feature: ["Ascensor", "Terraza & balcón"] },
    });
    const url = new URL((property?.url as { es: string } | undefined)?.es ?? "");
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/propiedad/${listing.id}`);
    expect(url.searchParams.get("utm_source")).toBe("kyero");
    expect(url.searchParams.get("utm_medium")).toBe("portal");
    expect(url.searchParams.get("utm_campaign")).toBe(`zaguan-${listing.id}`);
    expect(property?.images.image).toEqual([
      { "@_id": "1", url: `${PUBLIC_URL}/feeds/fotos/abc/foto-1-1920.jpg` },
      { "@_id": "2", url: `${PUBLIC_URL}/feeds/fotos/abc/foto-2-1920.jpg` },
    ]);
  });

  test("a wrong or revoked token gets 404 and a malformed one 400, with no listing", async () => {
    const db = database().db;
    const owner = await createUser(db);
    const admin = await createUser(db, { role: "admin" });
    await paidListing(owner.id);
    const { id, token } = await createFeedToken(db, admin, "Kyero");
    expect((await fetchFeed(token)).status).toBe(200);
    expect((await fetchFeed(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).status).toBe(404);
    expect((await fetchFeed("")).status).toBe(404);
    expect((await fetchFeed("' or 1=1 --")).status).toBe(400);
    expect(await revokeFeedToken(db, admin, id)).toBe(true);
    expect(await fetchFeed(token)).toEqual({ status: 404, body: "" });
  });

  test("the date moves when the listing changes, and a listing sold or paused on Kyero leaves", async () => {
    const db = database().db;
    const owner = await createUser(db);
    const admin = await createUser(db, { role: "admin" });
    const first = await paidListing(owner.id);
    const second = await paidListing(owner.id, { title: "Ático con vistas" });
    const { token } = await createFeedToken(db, admin, "Kyero");
    const before = parseFeed((await fetchFeed(token)).body);
    expect(before.map((listing) => listing.id).sort()).toEqual([first.id, second.id].sort());

    await db
      .update(properties)
      .set({ price: 255000, updatedAt: new Date("2026-11-24T12:30:00Z") })
      .where(eq(properties.id, first.id));
    await db.insert(campaignChannels).values({ propertyId: second.id, channel: "kyero", state: "paused" });
    const after = parseFeed((await fetchFeed(token)).body);
    expect(after.map((listing) => [listing.id, listing.date, listing.price])).toEqual([
      [first.id, "2026-11-24 12:30:00", "255000"],
    ]);

    await db.update(properties).set({ status: "sold" }).where(eq(properties.id, first.id));
    expect(parseFeed((await fetchFeed(token)).body)).toEqual([]);
  });

  test("more listings than a page: every one once, in pages", async () => {
    const db = database().db;
    const owner = await createUser(db);
    const admin = await createUser(db, { role: "admin" });
    const count = FEED_PAGE_SIZE * 2 + 3;
    await db.insert(properties).values(
      Array.from({ length: count }, (_, index) => ({
        userId: owner.id,
        title: `Piso ${index}`,
        province: "Madrid",
        address: `Calle Mayor ${index}, Madrid`,
        propertyType: "Piso",
        price: 100000 + index,
        status: "published" as const,
        marketingActive: true,
      })),
    );
    const { token } = await createFeedToken(db, admin, "Kyero");
    const ids = parseFeed((await fetchFeed(token)).body).map((listing) => listing.id);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });
});
