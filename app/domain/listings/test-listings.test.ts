import { describe, expect, test } from "vitest";
import { createsTestListings, maySeeListing } from "./test-listings";

describe("test listings (issue #34 point 12)", () => {
  test("only a tester account creates test content; users and admins create real listings", () => {
    expect(createsTestListings("tester")).toBe(true);
    expect(createsTestListings("user")).toBe(false);
    expect(createsTestListings("admin")).toBe(false);
  });

  test("a test listing is seen by its owner and by staff, by nobody else", () => {
    const listing = { isTest: true, ownerId: "tester-1" };
    expect(maySeeListing(null, listing)).toBe(false);
    expect(maySeeListing({ id: "buyer-1", role: "user" }, listing)).toBe(false);
    // Another tester is not the owner: one tester's samples are not another's to see.
    expect(maySeeListing({ id: "tester-2", role: "tester" }, listing)).toBe(false);
    expect(maySeeListing({ id: "tester-1", role: "tester" }, listing)).toBe(true);
    expect(maySeeListing({ id: "admin-1", role: "admin" }, listing)).toBe(true);
    // Owner by id, whatever the role now (a tester made an ordinary user keeps seeing their samples).
    expect(maySeeListing({ id: "tester-1", role: "user" }, listing)).toBe(true);
  });

  test("a real listing is seen by everyone, visitors included", () => {
    const listing = { isTest: false, ownerId: "owner-1" };
    expect(maySeeListing(null, listing)).toBe(true);
    expect(maySeeListing({ id: "buyer-1", role: "user" }, listing)).toBe(true);
  });
});
