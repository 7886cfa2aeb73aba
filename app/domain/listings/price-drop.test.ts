import { describe, expect, test } from "vitest";
import { type PriceChange, recentPriceDrop } from "./price-drop";

const now = new Date("2026-11-26T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const change = (previousPrice: number, newPrice: number, days: number): PriceChange => ({
  previousPrice,
  newPrice,
  changedAt: daysAgo(days),
});

describe("'Ha bajado de precio': the latest drop within 30 days, while the price is still below it", () => {
  test("a drop 3 days ago shows the price before it", () => {
    expect(recentPriceDrop([change(300_000, 280_000, 3)], 280_000, now)).toEqual({
      previousPrice: 300_000,
      changedAt: daysAgo(3),
    });
  });

  test("a drop of exactly 30 days still counts; one of 31 days does not", () => {
    expect(recentPriceDrop([change(300_000, 280_000, 30)], 280_000, now)?.previousPrice).toBe(300_000);
    expect(recentPriceDrop([change(300_000, 280_000, 31)], 280_000, now)).toBeNull();
  });

  test("a rise is no drop; no change, no badge", () => {
    expect(recentPriceDrop([change(280_000, 300_000, 2)], 300_000, now)).toBeNull();
    expect(recentPriceDrop([], 300_000, now)).toBeNull();
  });

  test("of two drops the latest one names the previous price", () => {
    const changes = [change(320_000, 300_000, 20), change(300_000, 285_000, 5)];
    expect(recentPriceDrop(changes, 285_000, now)?.previousPrice).toBe(300_000);
  });

  test("a rise back to the old price after the drop takes the badge away", () => {
    const changes = [change(300_000, 280_000, 10), change(280_000, 300_000, 2)];
    expect(recentPriceDrop(changes, 300_000, now)).toBeNull();
  });

  test("a small rise after a drop keeps it while the price is still below the old one", () => {
    const changes = [change(300_000, 270_000, 10), change(270_000, 280_000, 2)];
    expect(recentPriceDrop(changes, 280_000, now)?.previousPrice).toBe(300_000);
  });

  test("a listing without a price, or a change dated in the future, shows nothing", () => {
    expect(recentPriceDrop([change(300_000, 280_000, 3)], null, now)).toBeNull();
    expect(recentPriceDrop([change(300_000, 280_000, -1)], 280_000, now)).toBeNull();
  });
});
