import { describe, expect, test } from "vitest";
import { LEAD_KIND_INFO } from "#app/domain/leads/kinds";
import { DEMO_LEADS } from "./leads";

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
});
