import { describe, expect, test } from "vitest";
import { contentSecurityDirectives } from "./csp";

const nonce = () => "'nonce-abc'";

describe("the Content-Security-Policy", () => {
  test("without Stripe, nothing outside our origin may run, frame or be fetched", () => {
    const csp = contentSecurityDirectives({ nonce, stripe: false });
    const all = Object.values(csp)
      .flat()
      .filter((source): source is string => typeof source === "string");
    expect(all.some((source) => source.includes("stripe"))).toBe(false);
    expect(csp.scriptSrc).toEqual(["'self'", nonce]);
    expect(csp.frameAncestors).toEqual(["'none'"]);
    expect(csp.objectSrc).toEqual(["'none'"]);
  });

  test("with Stripe, its script, card iframes, 3-D Secure and API are allowed, and only those", () => {
    const csp = contentSecurityDirectives({ nonce, stripe: true });
    expect(csp.scriptSrc).toEqual(["'self'", nonce, "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(csp.frameSrc).toContain("https://hooks.stripe.com");
    expect(csp.connectSrc).toEqual(["'self'", "https://api.stripe.com"]);
    expect(csp.defaultSrc).toEqual(["'self'"]);
  });

  test("photos served by a CDN are allowed as images only", () => {
    const csp = contentSecurityDirectives({ nonce, stripe: false, imageOrigins: ["https://cdn.example.es"] });
    expect(csp.imgSrc).toContain("https://cdn.example.es");
    expect(csp.scriptSrc).not.toContain("https://cdn.example.es");
  });
});
