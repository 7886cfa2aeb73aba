import { describe, expect, test } from "vitest";
import { channelLabelOf, isTakedownOverdue, needsTakedown, takedownDueAt } from "./campaign-end";
import { typedChannelValues } from "./schemas";
import { campaignSummary } from "./states";

describe("a campaign that ends with its listing", () => {
  test("an ad that was out (active or paused) must be taken down; one never launched just ends", () => {
    expect(needsTakedown("active")).toBe(true);
    expect(needsTakedown("paused")).toBe(true);
    expect(needsTakedown("pending")).toBe(false);
    expect(needsTakedown("ended")).toBe(false);
  });

  test("staff have 48 hours to take it down, then it is late", () => {
    const endedAt = new Date("2026-11-26T10:00:00Z");
    const due = takedownDueAt(endedAt);
    expect(due.toISOString()).toBe("2026-11-28T10:00:00.000Z");
    expect(isTakedownOverdue(due, new Date("2026-11-28T09:59:00Z"))).toBe(false);
    expect(isTakedownOverdue(due, new Date("2026-11-28T10:01:00Z"))).toBe(true);
  });

  test("a stored channel id reads as its label", () => {
    expect(channelLabelOf("google_ads")).toBe("Google Ads");
    expect(channelLabelOf("retired_portal")).toBe("retired_portal");
  });
});

describe("Tu campaña's summary line", () => {
  const states = (...list: ("pending" | "active" | "paused" | "ended")[]) => list.map((state) => ({ state }));
  test("every channel ended: the campaign says it is over, not 'Activa'", () => {
    expect(campaignSummary(states("ended", "ended", "ended", "ended", "ended"))).toBe(
      "Campaña finalizada en todos los canales.",
    );
  });
  test("live channels are counted; none live yet is 'preparing'", () => {
    expect(campaignSummary(states("active", "active", "pending", "paused", "ended"))).toBe(
      "Activa en 2 de 5 canales.",
    );
    expect(campaignSummary(states("pending", "pending"))).toBe("Estamos preparando tus anuncios.");
  });
});

describe("a refused board save gives back what staff typed", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  test("the chosen state and the typed address", () => {
    expect(typedChannelValues(form({ state: "active", externalUrl: "www.idealista.com/1" }))).toEqual({
      state: "active",
      externalUrl: "www.idealista.com/1",
    });
  });
  test("an unknown state is not echoed, and the address is cut to what the schema accepts", () => {
    const typed = typedChannelValues(form({ state: "<script>", externalUrl: "x".repeat(5000) }));
    expect(typed.state).toBeNull();
    expect(typed.externalUrl).toHaveLength(2000);
  });
});
