import { beforeEach, describe, expect, test } from "vitest";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { listingFunnel } from "./funnel.server";
import { listingLeadChannels, ownListingLeadChannels } from "./lead-channels.server";
import { funnelTotals } from "./stages";

const database = withTestDatabase();
// Wednesday 25 November 2026: the eight weeks shown start on Monday 5 October.
const NOW = new Date("2026-11-25T10:00:00Z");

let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let listingId = "";

beforeEach(async () => {
  const { db } = database();
  owner = await createUser(db, { name: "Lucía Ferrer Vidal" });
  stranger = await createUser(db, { name: "Pablo Ortiz Gil" });
  admin = await createUser(db, { role: "admin" });
  listingId = (await createProperty(db, owner.id)).id;
});

describe("'De dónde vienen tus compradores': leads per channel of a listing", () => {
  test("counts the funnel's weeks by channel, adding up to the funnel's messages, viewings and offers", async () => {
    const { db } = database();
    const thisWeek = new Date("2026-11-24T09:00:00Z");
    await createLead(db, listingId, "enquiry", { channel: "idealista", createdAt: thisWeek });
    await createLead(db, listingId, "viewing", { channel: "idealista", createdAt: thisWeek });
    await createLead(db, listingId, "offer", { channel: "fotocasa", createdAt: thisWeek, discardedAt: NOW });
    await createLead(db, listingId, "enquiry", { createdAt: thisWeek }); // no channel: our own portal
    await createLead(db, listingId, "enquiry", { channel: "milanuncios", createdAt: thisWeek });
    await createLead(db, listingId, "enquiry", {
      channel: "idealista",
      createdAt: new Date("2026-08-03T10:00:00Z"), // before the weeks shown
    });

    const split = await listingLeadChannels(db, owner, listingId, { now: NOW });
    expect(split).toEqual({ idealista: 2, fotocasa: 1, directo: 1, otro: 1 });

    const weeks = await listingFunnel(db, owner.id, listingId, { now: NOW });
    const totals = funnelTotals(weeks ?? []);
    const total = Object.values(split ?? {}).reduce((sum, count) => sum + count, 0);
    expect(total).toBe(totals.enquiries + totals.viewings + totals.offers);
  });

  test("is read by the listing's owner and by staff, by nobody else", async () => {
    const { db } = database();
    await createLead(db, listingId, "enquiry", { channel: "meta", createdAt: NOW });
    const other = await createProperty(db, stranger.id);
    await createLead(db, other.id, "enquiry", { channel: "kyero", createdAt: NOW });

    expect(await listingLeadChannels(db, owner, listingId, { now: NOW })).toEqual({ meta: 1 });
    expect(await listingLeadChannels(db, admin, listingId, { now: NOW })).toEqual({ meta: 1 });
    expect(await listingLeadChannels(db, stranger, listingId, { now: NOW })).toBeNull();
    expect(await listingLeadChannels(db, owner, "not-a-uuid", { now: NOW })).toBeNull();

    expect(await ownListingLeadChannels(db, owner.id, { now: NOW })).toEqual({ [listingId]: { meta: 1 } });
    expect(await ownListingLeadChannels(db, stranger.id, { now: NOW })).toEqual({ [other.id]: { kyero: 1 } });
  });

  test("a listing nobody has written to yet has an empty split", async () => {
    expect(await listingLeadChannels(database().db, owner, listingId, { now: NOW })).toEqual({});
  });
});
