import { describe, expect, it } from "vitest";
import { median, quantile } from "./stats";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([74, 45, 65])).toBe(65);
  });

  it("averages the two middle values of an even count", () => {
    expect(median([53, 56, 62, 77])).toBe(59);
  });

  it("is NaN for no values, so an empty benchmark cannot print a figure", () => {
    expect(median([])).toBeNaN();
  });
});

describe("quantile", () => {
  it("gives the quartiles by nearest rank", () => {
    const batches = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10, 11, 12];
    expect(quantile(batches, 0.25)).toBe(4);
    expect(quantile(batches, 0.75)).toBe(10);
  });

  it("never reads past the last value", () => {
    expect(quantile([3, 1, 2], 1)).toBe(3);
  });
});
