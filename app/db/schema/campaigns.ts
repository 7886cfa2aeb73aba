import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";

export const CAMPAIGN_CHANNEL_STATES = ["pending", "active", "paused", "ended"] as const;
export type CampaignChannelState = (typeof CAMPAIGN_CHANNEL_STATES)[number];

/**
 * Where a paid listing's campaign stands on each channel (issue #27). A channel without a row is
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
