import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const PROPERTY_STATUSES = ["draft", "published", "unpublished", "sold"] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROPERTY_ORIGINS = ["particular", "agency"] as const;
export type PropertyOrigin = (typeof PROPERTY_ORIGINS)[number];
export const PAYMENT_STATUSES_OF_PROPERTY = ["pending", "paid", "paid_tester"] as const;
export type PropertyPaymentStatus = (typeof PAYMENT_STATUSES_OF_PROPERTY)[number];

export type AgencyDetails = {
  company_name: string;
  company_nif: string;
  company_address: string;
  legal_rep_name: string;
  legal_rep_dni: string;
};

export const properties = pgTable(
  "properties",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text(),
    description: text(),
    address: text(),
    province: text(),
    propertyType: text(),
    propertyOrigin: text().$type<PropertyOrigin>().notNull().default("particular"),
    /** Whole euros. */
    price: integer(),
    bedrooms: integer(),
    bathrooms: integer(),
    /** Square metres. */
    size: integer(),
    phone: text(),
    countryCode: text().notNull().default("+34"),
    email: text(),
    dni: text(),
    /** A–G, 'En trámite' or 'Exento': Spanish law puts the energy label in every advert. */
    energyRating: text(),
    /**
     * The facts a buyer may ask for (Ley 12/2023 art. 31; docs/decisions/0036): all nullable, as
     * listings published before them have none; publishing requires the ones `domain/listings/facts`
     * says. `energyRating` above is the consumption letter; its value and the emissions follow.
     */
    usefulSize: integer(),
    yearBuilt: integer(),
    yearRenovated: integer(),
    floor: text(),
    hasLift: boolean(),
    accessibility: text(),
    occupancy: text(),
    /** Whole euros per year. */
    communityFeesYearly: integer(),
    /** Whole euros per year. */
    ibiYearly: integer(),
    hasHabitabilityCertificate: boolean(),
    charges: text(),
    /** kWh/m²·año, the value behind the consumption letter. */
    energyConsumption: numeric({ precision: 7, scale: 1, mode: "number" }),
    /** A–G, the emissions letter. */
    energyEmissionsRating: text(),
    /** kg CO₂/m²·año. */
    energyEmissions: numeric({ precision: 7, scale: 1, mode: "number" }),
    /**
     * What was typed in a draft that its column cannot hold yet (a price in words, a phone with
     * letters, a DNI without its letter…), exactly as typed, so the form shows it again and flags it
     * instead of losing it. Cleared when the listing is published; never public.
     */
    invalidDraftValues: jsonb().$type<Record<string, string>>(),
    /** Public URLs of the photos, cover first. */
    images: text().array().notNull().default(sql`'{}'::text[]`),
    features: text().array().notNull().default(sql`'{}'::text[]`),
    /** Private: never in a public listing nor in the feed; for the arras contract and the notary file. */
    catastralReference: text(),
    /** Exact, as the owner gave it; published rounded to 3 decimals (domain/listings/portal-media.ts). */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** One of `images`: the photo that is the floor plan. */
    floorPlanImage: text(),
    /** https on YouTube or Vimeo; a link on the listing's page (docs/decisions/0074). */
    videoUrl: text(),
    /** Any https address (Matterport, Kuula…). */
    virtualTourUrl: text(),
    status: text().$type<PropertyStatus>().notNull().default("draft"),
    ownerName: text(),
    agencyDetails: jsonb().$type<AgencyDetails>(),
    agencyCommissionPercentage: numeric({ precision: 5, scale: 2, mode: "number" }),
    /** Whole euros. */
    agencyCommissionFixed: integer(),
    managementContractUrl: text(),
    saleConfirmed: boolean().notNull().default(false),
    marketingActive: boolean().notNull().default(false),
    notaryDone: boolean().notNull().default(false),
    arrasSigned: boolean().notNull().default(false),
    visitsManaged: boolean().notNull().default(false),
    paymentStatus: text().$type<PropertyPaymentStatus>().notNull().default("pending"),
    /**
     * Test content (docs/decisions/0025): set on the server when a tester account creates
     * the listing, never from the browser. It then never reaches the public portal (the trigger of
     * `portal_search` leaves it out), its page for anyone but its owner and staff, the sitemap, the
     * feeds or the buyers' alerts.
     */
    isTest: boolean().notNull().default(false),
    /** When the marketing fee was paid (or a tester activated it): the campaign board's 48 h clock. */
    marketingActivatedAt: timestamp({ withTimezone: true }),
    /** Set once the 'sale completed' e-mail is queued, so a repeated fulfilment never sends it twice. */
    saleCompletedEmailSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("properties_status_check", sql`${table.status} in ('draft', 'published', 'unpublished', 'sold')`),
    check("properties_origin_check", sql`${table.propertyOrigin} in ('particular', 'agency')`),
    check("properties_price_check", sql`${table.price} is null or ${table.price} >= 0`),
    check(
      "properties_occupancy_check",
      sql`${table.occupancy} is null or ${table.occupancy} in ('libre', 'alquilada', 'ocupada')`,
    ),
    index("properties_user_id_idx").on(table.userId, table.createdAt.desc()),
    index("properties_status_created_at_idx").on(table.status, table.createdAt.desc()),
    index("properties_province_idx").on(table.province, table.status),
    index("properties_type_idx").on(table.propertyType, table.propertyOrigin, table.status),
    index("properties_origin_idx").on(table.propertyOrigin, table.status),
    // Accent- and case-insensitive search on title or address (see migration 0000 for immutable_unaccent).
    index("properties_search_trgm_idx").using(
      "gin",
      sql`immutable_unaccent(lower(coalesce(${table.title}, '') || ' ' || coalesce(${table.address}, ''))) gin_trgm_ops`,
    ),
    // The staff panel's newest-first property list and its paging tie-break.
    index("properties_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    // The portal feed and the campaign board: published listings with a paid campaign, by id.
    index("properties_campaign_idx")
      .on(table.id)
      .where(sql`${table.marketingActive} and ${table.status} = 'published'`),
  ],
);
