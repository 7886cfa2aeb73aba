import { describe, expect, test } from "vitest";
import { clearSignedInLocalData } from "#app/domain/users/local-data";
import {
  clearInProgressProperty,
  keptPropertyAmong,
  listingDraftKey,
  readInProgressProperty,
  readListingDraft,
  writeInProgressProperty,
  writeListingDraft,
} from "./in-progress";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe("the property kept in progress in the browser", () => {
  test("is stored under 'propertyInProgress' with the owner's userId", () => {
    const storage = memoryStorage();
    writeInProgressProperty("particular", { userId: "ana", propertyId: "p1" }, storage);
    expect(JSON.parse(storage.items.get("propertyInProgress") ?? "{}")).toEqual({
      userId: "ana",
      propertyId: "p1",
    });
    expect(readInProgressProperty("particular", "ana", storage)).toBe("p1");
  });

  test("keeps the agency process under its own key", () => {
    const storage = memoryStorage();
    writeInProgressProperty("particular", { userId: "ana", propertyId: "p1" }, storage);
    writeInProgressProperty("agency", { userId: "ana", propertyId: "a1" }, storage);
    expect(readInProgressProperty("particular", "ana", storage)).toBe("p1");
    expect(readInProgressProperty("agency", "ana", storage)).toBe("a1");
  });

  test("is discarded when it belongs to another user", () => {
    const storage = memoryStorage();
    writeInProgressProperty("particular", { userId: "ana", propertyId: "p1" }, storage);
    expect(readInProgressProperty("particular", "luis", storage)).toBeNull();
    expect(storage.items.has("propertyInProgress")).toBe(false);
  });

  test("reads the earlier version's cached property (user_id, id) and ignores garbage", () => {
    const storage = memoryStorage();
    storage.setItem("propertyInProgress", JSON.stringify({ id: "p9", user_id: "ana", title: "Piso" }));
    expect(readInProgressProperty("particular", "ana", storage)).toBe("p9");
    storage.setItem("propertyInProgress", "{not json");
    expect(readInProgressProperty("particular", "ana", storage)).toBeNull();
  });

  test("is removed on sign-out, with the listing drafts", () => {
    const storage = memoryStorage();
    writeInProgressProperty("particular", { userId: "ana", propertyId: "p1" }, storage);
    writeListingDraft(listingDraftKey("ana", null), { title: "Ático" }, storage);
    clearSignedInLocalData(storage);
    expect(storage.items.size).toBe(0);
  });

  test("can be cleared when the sale is finished", () => {
    const storage = memoryStorage();
    writeInProgressProperty("particular", { userId: "ana", propertyId: "p1" }, storage);
    clearInProgressProperty("particular", storage);
    expect(readInProgressProperty("particular", "ana", storage)).toBeNull();
  });

  test("opens only among the owner's properties still under way; one that leads nowhere is forgotten", () => {
    const storage = memoryStorage();
    writeInProgressProperty("particular", { userId: "ana", propertyId: "p2" }, storage);
    expect(keptPropertyAmong("particular", "ana", ["p1", "p2"], storage)).toBe("p2");
    expect(readInProgressProperty("particular", "ana", storage)).toBe("p2");
    expect(keptPropertyAmong("particular", "ana", ["p1"], storage)).toBeNull();
    expect(readInProgressProperty("particular", "ana", storage)).toBeNull();
    writeInProgressProperty("particular", { userId: "ana", propertyId: "p1" }, storage);
    expect(keptPropertyAmong("particular", "bruno", ["p1"], storage)).toBeNull();
  });

  test("works without storage at all (private mode)", () => {
    expect(readInProgressProperty("particular", "ana", undefined)).toBeNull();
    expect(() =>
      writeInProgressProperty("particular", { userId: "a", propertyId: "p" }, undefined),
    ).not.toThrow();
  });
});

describe("the listing draft", () => {
  test("is kept per user and property and read back field by field", () => {
    const storage = memoryStorage();
    const key = listingDraftKey("ana", "p1");
    expect(key).not.toBe(listingDraftKey("luis", "p1"));
    expect(key).not.toBe(listingDraftKey("ana", null));
    // A new sale and a new agency collaboration keep their typing apart.
    expect(listingDraftKey("ana", null, "agency")).not.toBe(listingDraftKey("ana", null));
    writeListingDraft(key, { title: "Ático", features: ["Terraza"] }, storage);
    expect(readListingDraft(key, storage)).toEqual({ title: "Ático", features: ["Terraza"] });
  });

  test("drops anything that is not text", () => {
    const storage = memoryStorage();
    storage.setItem("k", JSON.stringify({ title: "Casa", price: 5, features: [1, 2] }));
    expect(readListingDraft("k", storage)).toEqual({ title: "Casa" });
  });
});
