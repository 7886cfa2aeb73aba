import { describe, expect, test } from "vitest";
import { isPagePath, PRIVATE_NO_STORE, pageCacheControl, withPrivateNoStore } from "./cache-control";

describe("what a page tells caches", () => {
  const visitor = { carriesSession: false, setsCookie: false };

  test("a public page for a visitor without a session is left alone", () => {
    expect(pageCacheControl({ ...visitor, routeId: "routes/public/portal" })).toBeNull();
    expect(pageCacheControl({ ...visitor, routeId: "seller-guide-fiscalidad" })).toBeNull();
    // The portal in English is shared exactly as the Spanish one.
    expect(pageCacheControl({ ...visitor, routeId: "routes/public/portal.en" })).toBeNull();
    // The buying guide in every language, as the seller guides.
    expect(pageCacheControl({ ...visitor, routeId: "routes/public/buying-guide" })).toBeNull();
    expect(pageCacheControl({ ...visitor, routeId: "routes/public/buying-guide.nl" })).toBeNull();
  });

  test("any other page, a signed-in visitor's, or one that sets a cookie, is private", () => {
    expect(pageCacheControl({ ...visitor, routeId: "routes/dashboard/dashboard" })).toBe(PRIVATE_NO_STORE);
    expect(pageCacheControl({ ...visitor, routeId: "routes/a-new-page" })).toBe(PRIVATE_NO_STORE);
    expect(pageCacheControl({ ...visitor, routeId: undefined })).toBe(PRIVATE_NO_STORE);
    expect(pageCacheControl({ ...visitor, carriesSession: true, routeId: "routes/public/portal" })).toBe(
      PRIVATE_NO_STORE,
    );
    expect(pageCacheControl({ ...visitor, setsCookie: true, routeId: "routes/public/portal" })).toBe(
      PRIVATE_NO_STORE,
    );
  });

  test("a public page drawn as the answer to a form is its sender's (the phone after 'Ver teléfono')", () => {
    expect(pageCacheControl({ ...visitor, method: "POST", routeId: "routes/public/property" })).toBe(
      PRIVATE_NO_STORE,
    );
    expect(pageCacheControl({ ...visitor, method: "HEAD", routeId: "routes/public/property" })).toBeNull();
  });
});

test("a single-fetch answer is private unless it says otherwise, even with immutable headers", async () => {
  const redirect = withPrivateNoStore(Response.redirect("https://zaguan.es/", 302));
  expect(redirect.headers.get("Cache-Control")).toBe(PRIVATE_NO_STORE);
  expect(redirect.status).toBe(302);
  const own = withPrivateNoStore(new Response("x", { headers: { "Cache-Control": "no-store" } }));
  expect(own.headers.get("Cache-Control")).toBe("no-store");
  expect(await own.text()).toBe("x");
});

describe("the requests the public page cache looks at", () => {
  test("every page's address, public or not (the response says whether it is kept)", () => {
    for (const path of [
      "/",
      "/portal",
      "/propiedad/37db3e79",
      "/blog/vender-sin-agencia",
      "/como-vendemos",
      "/auth",
    ])
      expect(isPagePath(path), path).toBe(true);
  });

  test("never a data request of client navigation, a file, a feed or the API", () => {
    for (const path of [
      "/portal.data",
      "/_root.data",
      "/sitemap.xml",
      "/robots.txt",
      "/files/a/b",
      "/api/auth/session",
      "/feeds/kyero.xml",
      "/webhooks/stripe/",
    ])
      expect(isPagePath(path), path).toBe(false);
  });
});
