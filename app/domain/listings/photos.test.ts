import { describe, expect, test } from "vitest";
import {
  hasEnoughPhotos,
  isAcceptedPhotoType,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIDE_PX,
  MAX_PHOTOS,
  MIN_PHOTOS,
  takePhotosThatFit,
} from "#app/domain/listings/photos";

describe("photo limits", () => {
  test("a listing needs at least 15 and at most 50 photos", () => {
    expect(MIN_PHOTOS).toBe(15);
    expect(MAX_PHOTOS).toBe(50);
  });

  test("photos are compressed to 1 MB and 1920 px", () => {
    expect(MAX_PHOTO_BYTES).toBe(1_048_576);
    expect(MAX_PHOTO_SIDE_PX).toBe(1920);
  });

  test("14 photos are not enough and 15 are", () => {
    expect(hasEnoughPhotos(14)).toBe(false);
    expect(hasEnoughPhotos(15)).toBe(true);
  });
});

describe("accepted photo types", () => {
  test("jpeg, jpg, png, webp and avif are accepted", () => {
    for (const type of ["image/jpeg", "image/jpg", "image/png", "image/webp", "image/avif"]) {
      expect(isAcceptedPhotoType(type)).toBe(true);
    }
  });

  test("gif, heic, svg and pdf are refused", () => {
    for (const type of ["image/gif", "image/heic", "image/svg+xml", "application/pdf"]) {
      expect(isAcceptedPhotoType(type)).toBe(false);
    }
  });
});

describe("photos that fit", () => {
  test("an upload within the limit is taken whole", () => {
    expect(takePhotosThatFit(10, ["a", "b", "c"])).toEqual({ accepted: ["a", "b", "c"], rejectedCount: 0 });
  });

  test("an upload that would pass 50 keeps only the first photos that fit", () => {
    expect(takePhotosThatFit(48, ["a", "b", "c", "d"])).toEqual({ accepted: ["a", "b"], rejectedCount: 2 });
  });

  test("at the limit nothing more is taken", () => {
    expect(takePhotosThatFit(50, ["a"])).toEqual({ accepted: [], rejectedCount: 1 });
    expect(takePhotosThatFit(53, ["a"])).toEqual({ accepted: [], rejectedCount: 1 });
  });
});
