import { describe, expect, test } from "vitest";
import type { ProcessedPhoto } from "#app/lib/images.server";
import { choosePhotos, type PhotoPool } from "./photos.server";

/** Pool entries named `<kind>-<index>`, enough to see which picture was chosen. */
function fakePool(size: number): PhotoPool {
  const kinds = [
    "facade",
    "house",
    "villa",
    "living",
    "bedroom",
    "kitchen",
    "shopfront",
    "office",
    "garage",
    "land",
    "warehouse",
  ] as const;
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      Array.from({ length: size }, (_, index) => ({
        fileName: `${kind}-${index}`,
        photo: {} as ProcessedPhoto,
      })),
    ]),
  ) as PhotoPool;
}

describe("choosePhotos", () => {
  test("gives a listing the same pictures in the same order every time", () => {
    const pool = fakePool(3);

    const first = choosePhotos(pool, "chamberi-fuencarral", "flat").map((photo) => photo.fileName);
    const second = choosePhotos(pool, "chamberi-fuencarral", "flat").map((photo) => photo.fileName);

    expect(first).toEqual(second);
  });

  test("gives each listing three to five pictures, the cover matching its kind", () => {
    const pool = fakePool(3);

    for (const slug of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      const chosen = choosePhotos(pool, slug, "garage").map((photo) => photo.fileName);
      expect(chosen.length).toBeGreaterThanOrEqual(3);
      expect(chosen.length).toBeLessThanOrEqual(5);
      expect(chosen[0]).toMatch(/^garage-/);
    }
  });

  test("does not repeat a picture within a listing while the pool has others", () => {
    const pool = fakePool(2);

    const chosen = choosePhotos(pool, "land-listing", "land").map((photo) => photo.fileName);

    expect(chosen.filter((name) => name.startsWith("land-"))).toHaveLength(2);
    expect(new Set(chosen).size).toBe(chosen.length);
  });

  test("different listings of one kind do not all share the same cover", () => {
    const pool = fakePool(3);
    const covers = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].map(
      (slug) => choosePhotos(pool, slug, "flat")[0]?.fileName,
    );

    expect(new Set(covers).size).toBeGreaterThan(1);
  });
});
