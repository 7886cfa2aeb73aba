import { describe, expect, test } from "vitest";
import { LEAD_KIND_INFO, type LeadKind } from "./kinds";
import {
  BUYER_LINK_DAYS_AFTER_CLOSE,
  buyerLinkExpiresAt,
  isBuyerLinkExpired,
  isLeadOpen,
  type LeadLifeFacts,
  leadClosedAt,
} from "./lead-lifecycle";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T10:00:00Z");
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY);

function lead(overrides: Partial<LeadLifeFacts> = {}): LeadLifeFacts {
  return {
    kind: "offer",
    state: "submitted",
    updatedAt: daysFromNow(-10),
    discardedAt: null,
    listing: { status: "published", updatedAt: daysFromNow(-60) },
    viewing: null,
    ...overrides,
  };
}

const viewing = (state: string, times: { proposed?: number[]; scheduled?: number | null }) =>
  lead({
    kind: "viewing",
    state,
    viewing: {
      proposedSlots: (times.proposed ?? [5]).map(daysFromNow),
      scheduledAt:
        times.scheduled === undefined || times.scheduled === null ? null : daysFromNow(times.scheduled),
    },
  });

describe("whether a lead is open", () => {
  // Every state kinds.ts knows, decided here: a new state fails this test until someone says
  // whether it keeps the buyer's link alive (an unknown state closes the lead).
  const OPEN_ON_A_LISTING_ON_SALE: Record<LeadKind, Record<string, boolean>> = {
    enquiry: { received: false },
    viewing: {
      requested: true,
      rescheduled: true,
      confirmed: true,
      rejected: false,
      cancelled_by_buyer: false,
      cancelled_by_seller: false,
    },
    offer: {
      unconfirmed: true,
      submitted: true,
      accepted: true,
      rejected: false,
      countered: true,
      buyer_countered: true,
      withdrawn: false,
      closed: false,
      released: false,
    },
  };

  test("every state of every kind is either waiting for someone or over", () => {
    for (const kind of Object.keys(LEAD_KIND_INFO) as LeadKind[]) {
      expect(Object.keys(OPEN_ON_A_LISTING_ON_SALE[kind]).sort(), kind).toEqual(
        Object.keys(LEAD_KIND_INFO[kind].states).sort(),
      );
      for (const [state, open] of Object.entries(OPEN_ON_A_LISTING_ON_SALE[kind])) {
        const facts =
          kind === "viewing" ? viewing(state, { proposed: [3], scheduled: 3 }) : lead({ kind, state });
        expect(isLeadOpen(facts, NOW), `${kind} ${state}`).toBe(open);
      }
    }
  });

  test("a state that ends the lead closes it when it was entered", () => {
    expect(leadClosedAt(lead({ state: "rejected", updatedAt: daysFromNow(-4) }), NOW)).toEqual(
      daysFromNow(-4),
    );
    expect(leadClosedAt(lead({ state: "estado-futuro", updatedAt: daysFromNow(-2) }), NOW)).toEqual(
      daysFromNow(-2),
    );
  });

  test("a viewing waits until its time: the agreed one, or the last one the buyer proposed", () => {
    expect(isLeadOpen(viewing("confirmed", { scheduled: 1 }), NOW)).toBe(true);
    expect(leadClosedAt(viewing("confirmed", { scheduled: -3 }), NOW)).toEqual(daysFromNow(-3));
    expect(leadClosedAt(viewing("rescheduled", { scheduled: -1 }), NOW)).toEqual(daysFromNow(-1));
    expect(isLeadOpen(viewing("requested", { proposed: [-2, 4, 1] }), NOW)).toBe(true);
    expect(leadClosedAt(viewing("requested", { proposed: [-9, -2, -5] }), NOW)).toEqual(daysFromNow(-2));
  });

  test("the listing leaving the portal or the seller's discard closes every lead, at the first of them", () => {
    const sold = lead({ listing: { status: "sold", updatedAt: daysFromNow(-20) } });
    expect(leadClosedAt(sold, NOW)).toEqual(daysFromNow(-20));
    expect(
      leadClosedAt(
        lead({ state: "accepted", listing: { status: "unpublished", updatedAt: daysFromNow(-1) } }),
        NOW,
      ),
    ).toEqual(daysFromNow(-1));
    expect(leadClosedAt(lead({ discardedAt: daysFromNow(-7) }), NOW)).toEqual(daysFromNow(-7));
    const rejectedThenSold = lead({
      state: "rejected",
      updatedAt: daysFromNow(-30),
      listing: { status: "sold", updatedAt: daysFromNow(-5) },
    });
    expect(leadClosedAt(rejectedThenSold, NOW)).toEqual(daysFromNow(-30));
  });
});

describe("the buyer's link", () => {
  test("has no end while the lead is open, however old the lead", () => {
    const old = lead({ state: "accepted", updatedAt: daysFromNow(-400) });
    expect(buyerLinkExpiresAt(old, NOW)).toBeNull();
    expect(isBuyerLinkExpired(old, NOW)).toBe(false);
  });

  test(`works for ${BUYER_LINK_DAYS_AFTER_CLOSE} days after the lead closed, not a moment longer`, () => {
    const closed = lead({ state: "withdrawn", updatedAt: daysFromNow(-BUYER_LINK_DAYS_AFTER_CLOSE) });
    expect(buyerLinkExpiresAt(closed, NOW)).toEqual(NOW);
    expect(isBuyerLinkExpired(closed, NOW)).toBe(true);
    expect(isBuyerLinkExpired(closed, new Date(NOW.getTime() - 1))).toBe(false);
    expect(isBuyerLinkExpired(lead({ state: "withdrawn", updatedAt: daysFromNow(-91) }), NOW)).toBe(true);
    expect(isBuyerLinkExpired(lead({ state: "withdrawn", updatedAt: daysFromNow(-89) }), NOW)).toBe(false);
  });

  test("a viewing's link lasts 90 days after the visit, and comes back if the seller proposes a new time", () => {
    expect(isBuyerLinkExpired(viewing("confirmed", { scheduled: -89 }), NOW)).toBe(false);
    expect(isBuyerLinkExpired(viewing("confirmed", { scheduled: -91 }), NOW)).toBe(true);
    expect(isBuyerLinkExpired(viewing("rescheduled", { proposed: [-120], scheduled: 2 }), NOW)).toBe(false);
  });
});
