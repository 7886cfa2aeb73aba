import { describe, expect, test } from "vitest";
import { isPersonVisiting, visitorHash } from "./visitor.server";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const visit = {
  secret: "s".repeat(40),
  day: "2026-11-25",
  ip: "203.0.113.7",
  userAgent: CHROME,
  propertyId: "6f1c2f4e-8a4b-4f7e-9a59-3c1b0f6f2d11",
};

describe("a visitor is a hash that says nothing of them", () => {
  test("the same visitor, listing and day give the same hash", () => {
    expect(visitorHash(visit)).toBe(visitorHash({ ...visit }));
  });

  test("another day, address, browser, listing or secret gives another", () => {
    const hash = visitorHash(visit);
    for (const change of [
      { day: "2026-11-26" },
      { ip: "203.0.113.8" },
      { userAgent: `${CHROME} Edg/131.0` },
      { propertyId: "0b8f4c1e-2d7a-4e6b-8f3c-5a9d1e2f3b4c" },
      { secret: "t".repeat(40) },
    ]) {
      expect(visitorHash({ ...visit, ...change })).not.toBe(hash);
    }
  });

  test("holds neither the address nor the browser, only 128 bits", () => {
    const hash = visitorHash(visit);
    expect(hash).toMatch(/^[\w-]{22}$/);
    expect(hash).not.toContain("203");
  });
});

describe("only a person looking at the page counts", () => {
  test("a browser does", () => {
    expect(isPersonVisiting({ userAgent: CHROME, purpose: undefined })).toBe(true);
  });

  test("crawlers, link previews, scripts and no browser name do not", () => {
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "WhatsApp/2.23.20.0",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "curl/8.5.0",
      "",
      undefined,
    ]) {
      expect(isPersonVisiting({ userAgent, purpose: undefined }), String(userAgent)).toBe(false);
    }
  });

  test("a page fetched ahead in case it is opened does not", () => {
    expect(isPersonVisiting({ userAgent: CHROME, purpose: "prefetch" })).toBe(false);
    expect(isPersonVisiting({ userAgent: CHROME, purpose: "prefetch;prerender" })).toBe(false);
  });
});
