import { BRAND_NAME } from "#app/lib/brand";

/**
 * The company behind the platform, as the legal texts name it. One place to put the registered
 * details (name, tax id, address) once the company is incorporated.
 */
export const LEGAL_PROVIDER = {
  name: `${BRAND_NAME} Plataforma Inmobiliaria, S.L.`,
  nif: "B00000000",
  address: "Calle de Alcalá 100, 28009 Madrid",
  city: "Madrid",
  registry: "Registro Mercantil de Madrid",
  /** Where privacy requests go when the user cannot use the dashboard. */
  privacyEmail: "privacidad@zaguan.es",
} as const;

/** The dates each public text was last changed: shown on the pages and in the sitemap. */
export const LEGAL_UPDATED_AT = {
  terms: "2026-11-25",
  agencyTerms: "2026-09-01",
  privacy: "2026-11-29",
} as const;
