import { expect, test } from "vitest";
import { headersWithRetryAfter } from "./retry-after";

test("keeps the parent's headers but its cookies, and adds the action's Retry-After", () => {
  const headers = headersWithRetryAfter({
    parentHeaders: new Headers({ "Cache-Control": "private", "Set-Cookie": "a=1" }),
    actionHeaders: new Headers({ "Retry-After": "900", "X-Other": "no" }),
  });
  expect(headers.get("Cache-Control")).toBe("private");
  expect(headers.get("Retry-After")).toBe("900");
  expect(headers.get("Set-Cookie")).toBeNull();
  expect(headers.get("X-Other")).toBeNull();
  expect(
    headersWithRetryAfter({ parentHeaders: new Headers(), actionHeaders: new Headers() }).has("Retry-After"),
  ).toBe(false);
});
