import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leadOffers, leads, leadViewings, properties } from "#app/db/schema/index";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { findBuyerLead } from "#app/domain/leads/requests/buyer-request.server";
import { createLead } from "#tests/factories/leads";
import { withTestDatabase } from "#tests/setup/db";
import { postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { withListingLeads } from "#tests/support/listing-leads";
import { action as buyerAction, loader as buyerLoader } from "./buyer-request";

const database = withTestDatabase();
const fixture = withListingLeads(database);
let context: AppLoadContext;
let listingId: string;
beforeEach(() => {
  ({ context, listingId } = fixture);
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** An offer lead of Lucía's listing, in `state` since `since`. */
async function offerLead(state: string, since: Date) {
  const lead = await createLead(database().db, listingId, "offer", {
    state,
    createdAt: daysAgo(400),
    updatedAt: since,
  });
  await database().db.insert(leadOffers).values({
    leadId: lead.id,
    amount: 250_000,
    financing: "mortgage",
    arrasDate: "2031-01-15",
  });
  return lead.id;
}

/** A confirmed viewing that took place at `at`. */
async function viewingHeld(at: Date) {
  const lead = await createLead(database().db, listingId, "viewing", {
    state: "confirmed",
    createdAt: new Date(at.getTime() - 10 * DAY),
    updatedAt: new Date(at.getTime() - 5 * DAY),
  });
  await database()
    .db.insert(leadViewings)
    .values({ leadId: lead.id, proposedSlots: [at], scheduledAt: at });
  return lead.id;
}

type Answer = { status: number; data: unknown };

/** What the browser gets from the page or one of its forms: the status and the data (or the error's). */
async function open(leadId: string, fields?: Record<string, string>): Promise<Answer> {
  const token = buyerLinkToken(context.env.AUTH_SECRET, leadId);
  const path = `/solicitud/${token}`;
  const request = fields ? postForm(path, fields) : new Request(new URL(path, TEST_PUBLIC_URL));
  try {
    const result = await (fields ? buyerAction : buyerLoader)({
      request,
      context,
      params: { token },
    } as never);
    if (result instanceof Response) return { status: result.status, data: null };
    const wrapped = result as { data?: unknown; init?: ResponseInit };
    return "init" in wrapped
      ? { status: wrapped.init?.status ?? 200, data: wrapped.data }
      : { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    const error = thrown as { data?: unknown; init?: ResponseInit };
    return { status: error.init?.status ?? 500, data: error.data };
  }
}

const stateOf = async (leadId: string) =>
  (await database().db.select({ state: leads.state }).from(leads).where(eq(leads.id, leadId)))[0]?.state;

describe("the buyer's link ends 90 days after its lead closed", () => {
  test("an open offer's link works however old the offer is, with no end date shown", async () => {
    const leadId = await offerLead("submitted", daysAgo(300));
    expect(await open(leadId)).toMatchObject({
      status: 200,
      data: { kind: "offer", page: { linkEnd: null } },
    });
  });

  test("an offer rejected 89 days ago still opens and says until when; at 91 days the page and its buttons answer 410", async () => {
    const recent = await offerLead("rejected", daysAgo(89));
    const page = await open(recent);
    expect(page).toMatchObject({ status: 200, data: { kind: "offer" } });
    expect((page.data as { page: { linkEnd: string } }).page.linkEnd).toMatch(
      /^Este enlace funcionará hasta el \d{1,2} de [a-z]+ de \d{4}\.$/,
    );

    const old = await offerLead("countered", daysAgo(200));
    await database()
      .db.update(leads)
      .set({ state: "rejected", updatedAt: daysAgo(91) })
      .where(eq(leads.id, old));
    expect(await open(old)).toMatchObject({ status: 410, data: { listingId } });
    expect(await open(old, { intent: "withdraw-offer" })).toMatchObject({ status: 410, data: { listingId } });
    expect(await stateOf(old)).toBe("rejected");
  });

  test("a countered offer's buyer keeps the link open for as long as the answer waits", async () => {
    const leadId = await offerLead("countered", daysAgo(150));
    expect((await open(leadId)).status).toBe(200);
    expect((await open(leadId, { intent: "accept-counteroffer" })).status).toBe(200);
    expect(await stateOf(leadId)).toBe("accepted");
  });

  test("a visit 89 days ago can still be rated; one 91 days ago cannot, and its link has expired", async () => {
    const recent = await viewingHeld(daysAgo(89));
    expect(await open(recent)).toMatchObject({ status: 200, data: { viewing: { canRate: true } } });

    const old = await viewingHeld(daysAgo(91));
    expect((await open(old)).status).toBe(410);
    expect((await open(old, { intent: "rate-viewing", rating: "5", comment: "" })).status).toBe(410);
    const [row] = await database()
      .db.select({ rating: leadViewings.rating })
      .from(leadViewings)
      .where(eq(leadViewings.leadId, old));
    expect(row?.rating).toBeNull();
  });

  test("a listing sold 91 days ago ends its open offers' links, and the page points to the portal", async () => {
    const leadId = await offerLead("submitted", daysAgo(120));
    await database()
      .db.update(properties)
      .set({ status: "sold", updatedAt: daysAgo(91) })
      .where(eq(properties.id, listingId));
    expect(await open(leadId)).toMatchObject({ status: 410, data: { listingId: null } });
  });

  test("with the clock moved on: a lead closed today expires in 91 days, not in 89", async () => {
    const leadId = await offerLead("withdrawn", new Date());
    const later = (days: number) => new Date(Date.now() + days * DAY);
    expect(await findBuyerLead(database().db, leadId, later(89))).toMatchObject({ expired: false });
    expect(await findBuyerLead(database().db, leadId, later(91))).toMatchObject({ expired: true });
  });

  test("a forged link is still a plain 404, whatever the lead", async () => {
    const leadId = await offerLead("rejected", daysAgo(91));
    const forged = `${leadId}.${"A".repeat(43)}`;
    const refused = await buyerLoader({
      request: new Request(new URL(`/solicitud/${forged}`, TEST_PUBLIC_URL)),
      context,
      params: { token: forged },
    } as never).catch((thrown: { init?: ResponseInit }) => thrown.init?.status);
    expect(refused).toBe(404);
  });
});
