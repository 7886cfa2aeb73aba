import { describe, expect, it } from "vitest";
import { countByLeadChannel, leadChannelSplit, leadChannelSummary } from "./lead-channel-split";

describe("'De dónde vienen tus compradores'", () => {
  it("lists our portal and every paid channel, most leads first, with shares that add up to 100", () => {
    const split = leadChannelSplit({ idealista: 3, directo: 2, fotocasa: 1 });
    expect(split.map((row) => [row.label, row.leads])).toEqual([
      ["idealista", 3],
      ["Directo (Zaguán)", 2],
      ["fotocasa", 1],
      ["Kyero", 0],
      ["Google Ads", 0],
      ["Meta", 0],
    ]);
    expect(split.map((row) => row.percent)).toEqual([50, 33, 17, 0, 0, 0]);
    expect(split.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
  });

  it("shows 'Otra web' only when an unknown source brought someone", () => {
    expect(leadChannelSplit({}).some((row) => row.channel === "otro")).toBe(false);
    expect(leadChannelSplit({ otro: 1 }).find((row) => row.channel === "otro")).toMatchObject({
      label: "Otra web",
      leads: 1,
      percent: 100,
    });
  });

  it("counts a stored value that is no channel any more as 'otro', and adds rows of the same channel", () => {
    expect(
      countByLeadChannel([
        { channel: "idealista", leads: 2 },
        { channel: "milanuncios", leads: 1 },
        { channel: "tiktok", leads: 1 },
        { channel: "directo", leads: 4 },
      ]),
    ).toEqual({ idealista: 2, otro: 2, directo: 4 });
  });

  it("says the split in one sentence, leaving out the channels with none", () => {
    const split = leadChannelSplit({ idealista: 3, directo: 1 });
    expect(leadChannelSummary(split, 8)).toBe(
      "Últimas 8 semanas, 4 contactos: 3 de idealista y 1 de Directo (Zaguán).",
    );
    expect(leadChannelSummary(leadChannelSplit({ meta: 1 }), 8)).toBe(
      "Últimas 8 semanas, 1 contacto: 1 de Meta.",
    );
    expect(leadChannelSummary(leadChannelSplit({}), 8)).toBe("Últimas 8 semanas: todavía ningún contacto.");
  });
});
