import { expect, test } from "vitest";
import { headersWithRetryAfter } from "./retry-after";

const none = () => new Headers();

test("keeps the parent's headers but its cookies, and adds the action's Retry-After", () => {
  const headers = headersWithRetryAfter({
    parentHeaders: new Headers({ "Cache-Control": "private", "Set-Cookie": "a=1" }),
    actionHeaders: new Headers({ "Retry-After": "900", "X-Other": "no" }),
    loaderHeaders: none(),
  });
  expect(headers.get("Cache-Control")).toBe("private");
  expect(headers.get("Retry-After")).toBe("900");
  expect(headers.get("Set-Cookie")).toBeNull();
  expect(headers.get("X-Other")).toBeNull();
  expect(
    headersWithRetryAfter({ parentHeaders: none(), actionHeaders: none(), loaderHeaders: none() }).has(
      "Retry-After",
    ),
  ).toBe(false);
});

test("a thrown 429's or a loader's Retry-After passes too", () => {
  const retryAfter = (args: { errorHeaders?: Headers; loaderHeaders?: Headers }) =>
    headersWithRetryAfter({
      parentHeaders: none(),
      actionHeaders: none(),
      loaderHeaders: none(),
      ...args,
    }).get("Retry-After");
  expect(retryAfter({ errorHeaders: new Headers({ "Retry-After": "60" }) })).toBe("60");
  expect(retryAfter({ loaderHeaders: new Headers({ "Retry-After": "30" }) })).toBe("30");
});
