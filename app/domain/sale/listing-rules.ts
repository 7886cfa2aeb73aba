import type { PropertyStatus } from "#app/db/schema/properties";
import { hasEnoughPhotos } from "#app/domain/listings/photos";

/**
 * What saving the completed listing form does, by the listing's status:
 * - a draft (or a listing not created yet) is PUBLISHED, and publishing is where the photo
 *   minimum applies (§5: at least 15);
 * - a listing already live, or taken down by an admin, is EDITED: its fields are checked as on
 *   publishing, but the photos are not, so lowering the price or fixing a typo never needs new
 *   photos;
 * - a sold property's listing is CLOSED.
 */
export type ListingSave = "publish" | "edit" | "closed";

export function listingSaveFor(status: PropertyStatus | null | undefined): ListingSave {
  if (status === "sold") return "closed";
  if (status === "published" || status === "unpublished") return "edit";
  return "publish";
}

export type ListingSaveRefusal = "not_enough_photos" | "sale_finished";

/** Why this save cannot happen, or null when it can. The fields are checked by the schema. */
export function listingSaveRefusal({
  save,
  photoCount,
}: {
  save: ListingSave;
  photoCount: number;
}): ListingSaveRefusal | null {
  if (save === "closed") return "sale_finished";
  if (save === "publish" && !hasEnoughPhotos(photoCount)) return "not_enough_photos";
  return null;
}

/** A draft goes live; an edit keeps the status (an admin's take-down is not undone by the owner). */
export function statusAfterSave(status: PropertyStatus): PropertyStatus {
  return status === "draft" ? "published" : status;
}
