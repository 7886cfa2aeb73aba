import { describe, expect, test } from "vitest";
import { LEAD_KIND_INFO } from "#app/domain/leads/log/kinds";
import { formatViewingTime, MAX_VIEWING_SLOTS } from "#app/domain/leads/viewings/viewing-slots";
import { buildLeadRows, DEMO_LEADS } from "./leads";
import { DEMO_LISTINGS } from "./listings/demo-listings";

describe("demo buyer contacts", () => {
  test("every one is in a state its kind knows, so the lead log shows a label, never a raw value", () => {
    const unknown = Object.values(DEMO_LEADS)
      .flat()
      .filter((lead) => !LEAD_KIND_INFO[lead.kind].states[lead.state])
      .map((lead) => `${lead.kind}:${lead.state}`);
    expect(unknown).toEqual([]);
  });

  test("every offer carries its terms, as the offer form stores them", () => {
    const offers = Object.values(DEMO_LEADS)
      .flat()
      .filter((lead) => lead.kind === "offer");
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.filter((lead) => !lead.offer)).toEqual([]);
  });

  test("every viewing carries one to three proposed times, as the viewing form stores them", () => {
    const viewings = Object.values(DEMO_LEADS)
      .flat()
      .filter((lead) => lead.kind === "viewing");
    expect(viewings.length).toBeGreaterThan(0);
    for (const lead of viewings) {
      expect(lead.viewing?.slots.length).toBeGreaterThanOrEqual(1);
      expect(lead.viewing?.slots.length).toBeLessThanOrEqual(MAX_VIEWING_SLOTS);
    }
  });

  test("a requested viewing's times lie ahead, on the weekday and Madrid hour the buyer asked for", () => {
    // A Friday evening in winter and a Thursday in summer time, so both offsets are exercised.
    for (const now of [new Date("2026-11-27T22:30:00Z"), new Date("2026-07-02T08:00:00Z")]) {
      const listing = DEMO_LISTINGS.find((candidate) => candidate.slug === "chamberi-fuencarral");
      if (!listing) throw new Error("demo listing missing");
      const { leads, viewings } = buildLeadRows({
        listing,
        propertyId: "00000000-0000-4000-8000-000000000001",
        listedAt: new Date(now.getTime() - 90 * 86_400_000),
        soldAt: now,
        now,
      });
      const viewingLead = leads.find((lead) => lead.kind === "viewing");
      expect(viewings.map((row) => row.leadId)).toEqual([viewingLead?.id]);
      const slots = viewings[0]?.proposedSlots ?? [];
      expect(slots).toHaveLength(3);
      for (const slot of slots) expect(slot.getTime()).toBeGreaterThan(now.getTime() + 86_400_000);
      expect(
        slots.map(formatViewingTime).map((label) => label.replace(/,? \d+ de \w+ de \d{4},?/, "")),
      ).toEqual(["sábado 10:00", "sábado 12:00", "domingo 11:00"]);
    }
  });
});
