/**
 * The brand, in one place (decisions.md). The slug is part of URLs, so it is fixed at build time;
 * BRAND_NAME in the environment may still change the displayed name.
 */
export const BRAND_NAME = "Zaguán";
export const BRAND_SLUG = "zaguan";
export const DEFAULT_TITLE = `Vende tu casa ${BRAND_NAME} fácilmente.`;
