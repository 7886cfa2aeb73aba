import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Locale } from "#app/lib/i18n/locales";

/** The runtime list is `USER_ROLES` in `domain/users/roles.ts` (no Drizzle in the browser). */
export type UserRole = "user" | "tester" | "admin";

/**
 * One row per person: the `profiles` (name, dni, role) merged with the account record
 * better-auth needs (e-mail, verification), so a profile can never exist without its user.
 */
export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    dni: text(),
    role: text().$type<UserRole>().notNull().default("user"),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    /**
     * Signed into every alert e-mail's unsubscribe link (app/domain/alerts/unsubscribe.server.ts):
     * raising it makes every link sent before invalid (sign-out everywhere, a new password).
     */
    unsubscribeLinkVersion: integer().notNull().default(0),
    /**
     * The billing domicile an owner's invoice names (RD 1619/2012 art. 6.1.e), asked before the first
     * payment (app/domain/invoices/billing-details.ts). ADR 0041; abroad, ADR 0060.
     */
    billingStreet: text(),
    /** ISO 3166-1 alpha-2; the postal code follows this country's rule (domain/invoices/postal-codes.ts). */
    billingCountry: text().notNull().default("ES"),
    billingPostalCode: text(),
    billingCity: text(),
    /** In Spain a name of the province catalogue (app/domain/listings/catalogues.ts); abroad free text. */
    billingProvince: text(),
    /**
     * Abroad, the id the invoice names instead of a DNI/NIE, with its AEAT IDType (02 VAT number,
     * 03 passport, 04 an official id of the country of residence): Veri*factu's IDOtro.
     */
    billingForeignIdType: text(),
    billingForeignId: text(),
    /**
     * The language the person reads their e-mails in (app/domain/users/email-locale.ts): a buyer who
     * signed up from /en/… is written to in English whatever page a later form came from.
     */
    locale: text().$type<Locale>().notNull().default("es"),
    /** The account asks for an authenticator app's code at sign-in (better-auth's two-factor plugin). */
    twoFactorEnabled: boolean().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("users_role_check", sql`${table.role} in ('user', 'tester', 'admin')`),
    check(
      "users_billing_postal_code_check",
      sql`${table.billingCountry} <> 'ES' or ${table.billingPostalCode} ~ '^[0-9]{5}$'`,
    ),
    check("users_billing_country_check", sql`${table.billingCountry} ~ '^[A-Z]{2}$'`),
    check("users_billing_foreign_id_type_check", sql`${table.billingForeignIdType} in ('02', '03', '04')`),
    index("users_created_at_idx").on(table.createdAt),
    // The staff panel's client search (name, e-mail, DNI; accents and case folded), see admin/overview.server.ts.
    index("users_search_trgm_idx").using(
      "gin",
      sql`immutable_unaccent(lower(${table.name} || ' ' || ${table.email} || ' ' || coalesce(${table.dni}, ''))) gin_trgm_ops`,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    /**
     * When this session passed the second factor: staff powers and the accounts that turned it on
     * need it (app/domain/users/session.server.ts, docs/decisions/0043-staff-second-factor.md).
     */
    secondFactorVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);
