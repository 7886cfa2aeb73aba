import { describe, expect, test } from "vitest";
import { isDeletionConfirmed } from "./account-deletion";

describe("account deletion confirmation", () => {
  test("the account's own e-mail, whatever its case and surrounding spaces", () => {
    expect(isDeletionConfirmed("  Lucia@Example.ES ", "lucia@example.es")).toBe(true);
  });
  test("anything else does not confirm", () => {
    expect(isDeletionConfirmed("lucia@example.com", "lucia@example.es")).toBe(false);
    expect(isDeletionConfirmed("", "lucia@example.es")).toBe(false);
    expect(isDeletionConfirmed(null, "lucia@example.es")).toBe(false);
  });
});
