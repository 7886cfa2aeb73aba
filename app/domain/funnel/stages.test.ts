import { describe, expect, test } from "vitest";
import { type FunnelWeek, funnelSummary, funnelTotals, stageCount, weekLabel } from "./stages";

const week = (weekStart: string, counts: Partial<FunnelWeek> = {}): FunnelWeek => ({
  weekStart,
  views: 0,
  phoneClicks: 0,
  enquiries: 0,
  viewings: 0,
  offers: 0,
  ...counts,
});

describe("the funnel in words", () => {
  test("totals add every week", () => {
    const weeks = [
      week("2026-11-16", { views: 40, offers: 1 }),
      week("2026-11-23", { views: 2, phoneClicks: 3 }),
    ];
    expect(funnelTotals(weeks)).toEqual({ views: 42, phoneClicks: 3, enquiries: 0, viewings: 0, offers: 1 });
  });

  test("one and many", () => {
    expect(stageCount("views", 1)).toBe("1 visita");
    expect(stageCount("phoneClicks", 1)).toBe("1 consulta del teléfono");
    expect(stageCount("phoneClicks", 2)).toBe("2 consultas del teléfono");
    expect(stageCount("viewings", 0)).toBe("0 visitas solicitadas");
    expect(stageCount("offers", 1)).toBe("1 oferta");
  });

  test("the chart's name reads every total", () => {
    const weeks = [week("2026-11-16"), week("2026-11-23", { views: 1, phoneClicks: 1, enquiries: 2 })];
    expect(funnelSummary(weeks)).toBe(
      "Últimas 2 semanas: 1 visita, 1 consulta del teléfono, 2 mensajes, 0 visitas solicitadas y 0 ofertas.",
    );
  });

  test("a week is named by its Monday", () => {
    expect(weekLabel("2026-11-23")).toBe("23 nov");
    expect(weekLabel("2026-09-28")).toMatch(/^28 sept?$/);
  });
});
