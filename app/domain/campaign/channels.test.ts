import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_CHANNELS,
  channelFromUtmSource,
  channelListingUrl,
  isLeadChannel,
  LEAD_CHANNEL_LABELS,
  type LeadChannel,
} from "./channels";

describe("campaign channels", () => {
  it("attributes every channel's own utm_source back to that channel", () => {
    for (const channel of CAMPAIGN_CHANNELS) {
      expect(channelFromUtmSource(channel.utmSource)).toBe(channel.id);
    }
  });

  // The buyer forms post to ?utm_source=<channel id> (lead-form-frame.tsx), so a page redrawn
  // with an error keeps the channel for the second try.
  it("reads every lead channel's own id back as that channel; 'directo' is the absence of a source", () => {
    for (const id of Object.keys(LEAD_CHANNEL_LABELS) as LeadChannel[]) {
      expect(channelFromUtmSource(id === "directo" ? null : id)).toBe(id);
    }
  });

  it("maps the networks' own sources and tolerates case and spacing", () => {
    expect(channelFromUtmSource("Facebook")).toBe("meta");
    expect(channelFromUtmSource(" IDEALISTA ")).toBe("idealista");
    expect(channelFromUtmSource("google_ads")).toBe("google_ads");
  });

  it("calls an unknown source 'otro' and no source 'directo'", () => {
    expect(channelFromUtmSource("milanuncios")).toBe("otro");
    expect(channelFromUtmSource("")).toBe("directo");
    expect(channelFromUtmSource(undefined)).toBe("directo");
    expect(isLeadChannel("otro")).toBe(true);
    expect(isLeadChannel("toString")).toBe(false);
  });

  it("calls a hostile source 'otro' too, never a property every object has", () => {
    for (const source of ["constructor", "Constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])
      expect(channelFromUtmSource(source), source).toBe("otro");
    for (const source of [
      "<script>alert(1)</script>",
      "idealista\r\nX: y",
      "' OR '1'='1",
      "\u0000",
      "x".repeat(5000),
    ])
      expect(channelFromUtmSource(source), source).toBe("otro");
    expect(channelFromUtmSource(" \t ")).toBe("directo");
  });

  it("builds a listing URL whose utm parameters attribute back to the channel", () => {
    const url = new URL(channelListingUrl("https://zaguan.es/propiedad/abc?x=1", "fotocasa", "p-1"));
    expect(url.searchParams.get("x")).toBe("1");
    expect(channelFromUtmSource(url.searchParams.get("utm_source"))).toBe("fotocasa");
    expect(url.searchParams.get("utm_medium")).toBe("portal");
    expect(url.searchParams.get("utm_campaign")).toBe("zaguan-p-1");
  });
});
