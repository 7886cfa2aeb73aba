import { AGENCY_LISTINGS } from "./agency";
import { COMMERCIAL_LISTINGS } from "./commercial";
import { FLAT_LISTINGS } from "./flats";
import { HOUSE_LISTINGS } from "./houses";
import { SOLD_LISTINGS } from "./sold";
import type { DemoListing } from "./types";

/** Every demo listing, in the order they are created. */
export const DEMO_LISTINGS: readonly DemoListing[] = [
  ...FLAT_LISTINGS,
  ...HOUSE_LISTINGS,
  ...COMMERCIAL_LISTINGS,
  ...AGENCY_LISTINGS,
  ...SOLD_LISTINGS,
];
