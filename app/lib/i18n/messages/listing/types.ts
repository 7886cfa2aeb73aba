import type { listingEs } from "./es";

/** Another language's listing words: every Spanish key, each its own words. */
export type ListingCatalogue = Record<keyof typeof listingEs, string>;
