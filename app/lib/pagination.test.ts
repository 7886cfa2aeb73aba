import { describe, expect, it } from "vitest";
import { lastPageOf, pageOffset, parsePageParam } from "./pagination";

describe("parsePageParam", () => {
  it("reads whole page numbers within the limit", () => {
    expect(parsePageParam("3", 10)).toBe(3);
    expect(parsePageParam("10", 10)).toBe(10);
  });

  it("keeps a number beyond the limit at the last allowed page", () => {
    expect(parsePageParam("11", 10)).toBe(10);
    expect(parsePageParam("999999", 10)).toBe(10);
  });

  it("falls back to page 1 for anything that is not a plain page number", () => {
    for (const raw of [null, "", "0", "-2", "1.5", "abc", "1e3", "1234567", " 2"]) {
      expect(parsePageParam(raw, 10)).toBe(1);
    }
  });
});

describe("pageOffset and lastPageOf", () => {
  it("skip the rows of the pages before", () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });

  it("count a partly filled last page, one page for no rows, and stop at the limit", () => {
    expect(lastPageOf(41, 20, 100)).toBe(3);
    expect(lastPageOf(40, 20, 100)).toBe(2);
    expect(lastPageOf(0, 20, 100)).toBe(1);
    expect(lastPageOf(10_000, 20, 100)).toBe(100);
  });
});
