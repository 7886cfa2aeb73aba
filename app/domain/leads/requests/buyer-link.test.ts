import { describe, expect, test } from "vitest";
import { buyerLinkToken, buyerLinkUrl, readBuyerLinkToken } from "./buyer-link.server";

const SECRET = "a-test-secret-that-is-long-enough-1234";
const LEAD = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

describe("the buyer's link to their lead", () => {
  test("reads back the lead it was made for", () => {
    expect(readBuyerLinkToken(SECRET, buyerLinkToken(SECRET, LEAD))).toBe(LEAD);
  });

  test("another lead's id with this signature, another secret's token or garbage name no lead", () => {
    const token = buyerLinkToken(SECRET, LEAD);
    const otherLead = "00000000-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
    expect(readBuyerLinkToken(SECRET, `${otherLead}.${token.split(".")[1]}`)).toBeNull();
    expect(readBuyerLinkToken(SECRET, buyerLinkToken("another-secret-that-is-long-enough", LEAD))).toBeNull();
    expect(readBuyerLinkToken(SECRET, `${token}x`)).toBeNull();
    expect(readBuyerLinkToken(SECRET, LEAD)).toBeNull();
    expect(readBuyerLinkToken(SECRET, undefined)).toBeNull();
  });

  test("is an absolute URL under /solicitud", () => {
    const url = buyerLinkUrl("https://zaguan.example", SECRET, LEAD);
    expect(url).toMatch(/^https:\/\/zaguan\.example\/solicitud\/6f1c2d3e-[^/]+\.[A-Za-z0-9_-]{43}$/);
  });
});
