import { describe, expect, test } from "vitest";
import { clearSignedInLocalData, IN_PROGRESS_STORAGE_KEYS, USER_STORAGE_PREFIX } from "./local-data";

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}

describe("signing out clears this browser's data of the person", () => {
  test("removes both in-progress properties and any per-user key, keeps the rest", () => {
    const storage = memoryStorage({
      [IN_PROGRESS_STORAGE_KEYS.particular]: JSON.stringify({ userId: "u1", title: "Piso" }),
      [IN_PROGRESS_STORAGE_KEYS.agency]: JSON.stringify({ userId: "u1" }),
      [`${USER_STORAGE_PREFIX}draft`]: "x",
      "zaguan-ui-theme": "claro",
    });
    clearSignedInLocalData(storage);
    expect([...storage.map.keys()]).toEqual(["zaguan-ui-theme"]);
  });

  test("blocked storage does not break signing out", () => {
    const throwing = {
      get length(): number {
        throw new Error("SecurityError");
      },
      key: () => null,
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => clearSignedInLocalData(throwing)).not.toThrow();
    expect(() => clearSignedInLocalData(undefined)).not.toThrow();
  });
});
