import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";

/** The runtime list is `CAMPAIGN_CHANNEL_STATES` in `domain/campaign/states.ts` (no Drizzle in the browser). */
export type CampaignChannelState = "pending" | "active" | "paused" | "ended";

/**
 * Where a paid listing's campaign stands on each channel. A channel without a row is
 * still pending since the campaign was paid; staff write a row the first time they change it. Who
 * changed it is copied (as in the audit log) so the board stays readable after their account goes.
 */
export const campaignChannels = pgTable(
  "campaign_channels",
  {
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** One of CAMPAIGN_CHANNELS (domain/campaign/channels.ts). */
    channel: text().notNull(),
    state: text().$type<CampaignChannelState>().notNull().default("pending"),
    /** Where the ad can be seen on the channel, once it is live. */
    externalUrl: text(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    changedByEmail: text(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.channel] }),
    check("campaign_channels_state_check", sql`${table.state} in ('pending', 'active', 'paused', 'ended')`),
  ],
);

/**
 * A partner's secret for the portal feed. Only a SHA-256 of the token is kept: the token itself is
 * shown once to staff when created, so a database leak does not open the feed.
 */
export const feedTokens = pgTable(
  "feed_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    partnerName: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdByEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("feed_tokens_created_at_idx").on(table.createdAt.desc())],
);

export const CAMPAIGN_END_REASONS = ["sold", "withdrawn", "listing_deleted", "account_deleted"] as const;
export type CampaignEndReason = (typeof CAMPAIGN_END_REASONS)[number];

/**
 * "Retirar anuncio": a channel that was live when its listing was sold, withdrawn or
 * deleted, and whose ad staff must take down by `dueAt`. Not a cascade of the listing: a deleted
 * listing (or account) keeps its tasks, with the title and the ad's address copied, until staff
 * mark the ad removed — the external ad would otherwise point at a 404 with nobody told.
 * `staffNotifiedAt` is claimed by the job that e-mails staff, so each task is announced once.
 */
export const campaignTakedowns = pgTable(
  "campaign_takedowns",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid().references(() => properties.id, { onDelete: "set null" }),
    propertyTitle: text().notNull(),
    channel: text().notNull(),
    /** The ad's address when the campaign ended (null for a paused channel: its address was not kept). */
    externalUrl: text(),
    reason: text().$type<CampaignEndReason>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    staffNotifiedAt: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    doneByEmail: text(),
  },
  (table) => [
    check(
      "campaign_takedowns_reason_check",
      sql`${table.reason} in ('sold', 'withdrawn', 'listing_deleted', 'account_deleted')`,
    ),
    // The board's open tasks, oldest due first.
    index("campaign_takedowns_open_idx").on(table.dueAt).where(sql`${table.doneAt} is null`),
    // One open task per listing and channel: ending a campaign twice never doubles the work.
    uniqueIndex("campaign_takedowns_open_channel_idx")
      .on(table.propertyId, table.channel)
      .where(sql`${table.doneAt} is null`),
  ],
);
