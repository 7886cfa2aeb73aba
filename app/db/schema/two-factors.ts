import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * better-auth's two-factor plugin's table (one row per account that set up an authenticator app):
 * the TOTP secret and the unused recovery codes, both encrypted with AUTH_SECRET by the plugin.
 * See docs/decisions/0043-staff-second-factor.md.
 */
export const twoFactors = pgTable("two_factors", {
  id: text().primaryKey(),
  secret: text().notNull(),
  backupCodes: text().notNull(),
  userId: text()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** False between "Empezar" and the first code that proves the app holds the secret. */
  verified: boolean().default(true),
  failedVerificationCount: integer().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
});
