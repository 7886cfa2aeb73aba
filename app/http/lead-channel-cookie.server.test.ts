import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, test } from "vitest";
import { leads } from "#app/db/schema/leads";
import { loader } from "#app/routes/public/property";
import { withTestDatabase } from "#tests/setup/db";
import { personFilled, postLeadForm, withListingLeads } from "#tests/support/listing-leads";
import { LEAD_CHANNEL_COOKIE_NAME } from "./lead-channel-cookie.server";

const database = withTestDatabase();
const fixture = withListingLeads(database);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Opens the listing as a buyer's browser does; the cookies the page sets come back. */
async function openListing(query: string): Promise<string[]> {
  const setCookies: string[] = [];
  const context = {
    ...fixture.context,
    appendSetCookie: (cookie: string) => setCookies.push(cookie),
  } as AppLoadContext;
  await loader({
    request: new Request(`http://localhost:3000/propiedad/${fixture.listingId}${query}`),
    context,
    params: { id: fixture.listingId },
  } as never);
  return setCookies;
}

/** The buyer's three forms, in order, as a browser sends them with its cookies. */
async function buyerForms(cookie: string | undefined, firstChannel: string | undefined) {
  const { context, listingId } = fixture;
  const sent = [
    await postLeadForm(
      context,
      listingId,
      {
        intent: "contact",
        ...personFilled(context, listingId),
        phone: "",
        message: "¿Sigue disponible?",
        ...(firstChannel ? { channel: firstChannel } : {}),
      },
      { cookie },
    ),
    // After the first message the page has no ?utm_source: these forms carry no channel field.
    await postLeadForm(
      context,
      listingId,
      {
        intent: "request-viewing",
        ...personFilled(context, listingId),
        phone: "+34 611 222 333",
        slot1: `${inDays(5)}T10:30`,
        slot2: `${inDays(6)}T18:00`,
        slot3: "",
      },
      { cookie },
    ),
    await postLeadForm(
      context,
      listingId,
      {
        intent: "make-offer",
        ...personFilled(context, listingId),
        phone: "",
        amount: "250.000",
        financing: "mortgage",
        arrasDate: inDays(30),
        conditions: "",
      },
      { cookie },
    ),
  ];
  expect(sent.map((answer) => answer.status)).toEqual([303, 303, 303]);
  const rows = await database()
    .db.select({ kind: leads.kind, channel: leads.channel })
    .from(leads)
    .where(eq(leads.propertyId, listingId))
    .orderBy(leads.createdAt);
  return rows.map((row) => [row.kind, row.channel]);
}

describe("the channel that brought a buyer", () => {
  test("landing by an idealista link, the same buyer's message, viewing request and offer are all 'idealista'", async () => {
    const [setCookie, ...others] = await openListing("?utm_source=idealista&utm_medium=portal");
    expect(others).toEqual([]);
    expect(setCookie).toContain(`${LEAD_CHANNEL_COOKIE_NAME}=`);
    expect(setCookie).toContain("Max-Age=2592000");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");

    expect(await buyerForms(setCookie?.split(";")[0], "idealista")).toEqual([
      ["enquiry", "idealista"],
      ["viewing", "idealista"],
      ["offer", "idealista"],
    ]);
  });

  test("a visit without a channel's link sets no cookie, and the buyer's forms are 'directo'", async () => {
    expect(await openListing("")).toEqual([]);
    expect(await buyerForms(undefined, undefined)).toEqual([
      ["enquiry", "directo"],
      ["viewing", "directo"],
      ["offer", "directo"],
    ]);
  });

  test("a forged cookie is not stored as a channel", async () => {
    const forged = `${LEAD_CHANNEL_COOKIE_NAME}=${encodeURIComponent(btoa(JSON.stringify("<b>portal</b>")))}`;
    expect((await buyerForms(forged, undefined)).map(([, channel]) => channel)).toEqual([
      "directo",
      "directo",
      "directo",
    ]);
  });
});
