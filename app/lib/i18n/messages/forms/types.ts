import type { formsEs } from "./es";

/** Another language's words for the listing's three buyer forms: every Spanish key, each its own words. */
export type FormsCatalogue = Record<keyof typeof formsEs, string>;
