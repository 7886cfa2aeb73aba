import { describe, expect, test } from "vitest";
import { listingSaveFor, listingSaveRefusal, statusAfterSave } from "./listing-rules";

describe("saving the listing: publish rules and edit rules", () => {
  test("a draft or a new listing is published; a live or taken-down one is edited; a sold one is closed", () => {
    expect(listingSaveFor(null)).toBe("publish");
    expect(listingSaveFor("draft")).toBe("publish");
    expect(listingSaveFor("published")).toBe("edit");
    expect(listingSaveFor("unpublished")).toBe("edit");
    expect(listingSaveFor("sold")).toBe("closed");
  });

  test("publishing needs 15 photos", () => {
    expect(listingSaveRefusal({ save: "publish", photoCount: 14 })).toBe("not_enough_photos");
    expect(listingSaveRefusal({ save: "publish", photoCount: 15 })).toBeNull();
  });

  test("editing a live listing needs no photos: a new price is enough", () => {
    expect(listingSaveRefusal({ save: "edit", photoCount: 3 })).toBeNull();
    expect(listingSaveRefusal({ save: "edit", photoCount: 0 })).toBeNull();
  });

  test("a sold property's listing is never saved", () => {
    expect(listingSaveRefusal({ save: "closed", photoCount: 50 })).toBe("sale_finished");
  });

  test("a draft goes live; an edit keeps the status, an admin's take-down included", () => {
    expect(statusAfterSave("draft")).toBe("published");
    expect(statusAfterSave("published")).toBe("published");
    expect(statusAfterSave("unpublished")).toBe("unpublished");
  });
});
