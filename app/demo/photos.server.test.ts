import { describe, expect, test } from "vitest";
import { MIN_PHOTOS } from "#app/domain/listings/photos";
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

  test("gives each listing the photo minimum a seller needs to publish, the cover matching its kind", () => {
    const pool = fakePool(3);

    for (const slug of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      const chosen = choosePhotos(pool, slug, "garage").map((photo) => photo.fileName);
      expect(chosen).toHaveLength(MIN_PHOTOS);
      expect(chosen[0]).toMatch(/^garage-/);
    }
  });

  test("repeats a picture only after the others of its kind have been shown", () => {
    const pool = fakePool(2);

    const chosen = choosePhotos(pool, "land-listing", "land").map((photo) => photo.fileName);
    const land = chosen.filter((name) => name.startsWith("land-"));

    expect(land.length).toBeGreaterThan(2);
    for (let index = 1; index < land.length; index++) expect(land[index]).not.toBe(land[index - 1]);
  });

  test("different listings of one kind do not all share the same cover", () => {
    const pool = fakePool(3);
    const covers = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].map(
      (slug) => choosePhotos(pool, slug, "flat")[0]?.fileName,
    );

    expect(new Set(covers).size).toBeGreaterThan(1);
  });
});
