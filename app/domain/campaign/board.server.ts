import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { campaignChannels } from "#app/db/schema/campaigns";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { DomainError } from "#app/domain/errors";
import { recordAudit } from "#app/domain/kernel/audit.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { campaignLiveEmail } from "#app/emails/campaign-live.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Mailer } from "#app/lib/mailer.server";
import { CAMPAIGN_CHANNELS } from "./channels";
import type { SetChannel } from "./schemas";
import {
  CAMPAIGN_LAUNCH_HOURS,
  CHANNEL_STATE_LABELS,
  type ChannelStatus,
  channelStatuses,
  isCampaignDelayed,
  type StoredChannelRow,
} from "./states";

type Actor = Pick<SessionUser, "id" | "email">;

/** The board lists the newest campaigns first; older ones are finished or sold long ago. */
export const BOARD_LIMIT = 200;

export type CampaignRow = {
  propertyId: string;
  title: string;
  province: string | null;
  origin: "particular" | "agency";
  status: string;
  ownerEmail: string;
  activatedAt: Date | null;
  isDelayed: boolean;
  /** A tester's listing (docs/decisions/0025): labelled "Prueba", never late, never to launch for real. */
  isTest: boolean;
  channels: ChannelStatus[];
};

async function channelRowsOf(db: Db, propertyIds: string[]) {
  if (propertyIds.length === 0) return new Map<string, StoredChannelRow[]>();
  const rows = await db
    .select({
      propertyId: campaignChannels.propertyId,
      channel: campaignChannels.channel,
      state: campaignChannels.state,
      externalUrl: campaignChannels.externalUrl,
      changedAt: campaignChannels.changedAt,
      changedByEmail: campaignChannels.changedByEmail,
    })
    .from(campaignChannels)
    .where(inArray(campaignChannels.propertyId, propertyIds));
  const byProperty = new Map<string, StoredChannelRow[]>();
  for (const row of rows) byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), row]);
  return byProperty;
}

/** Every listing whose marketing is paid (sale and agency processes), with its five channels. */
export async function listCampaigns(db: Db, now = new Date()): Promise<CampaignRow[]> {
  const listings = await db
    .select({
      propertyId: properties.id,
      title: properties.title,
      province: properties.province,
      origin: properties.propertyOrigin,
      status: properties.status,
      ownerEmail: users.email,
      activatedAt: properties.marketingActivatedAt,
      isTest: properties.isTest,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.marketingActive, true))
    .orderBy(desc(properties.marketingActivatedAt), desc(properties.id))
    .limit(BOARD_LIMIT);
  const channels = await channelRowsOf(
    db,
    listings.map((listing) => listing.propertyId),
  );
  return listings.map((listing) => {
    const statuses = channelStatuses(channels.get(listing.propertyId) ?? [], listing.activatedAt);
    return {
      ...listing,
      title: listing.title ?? "Sin título",
      // A sold or withdrawn listing is no longer waiting for anyone, nor is a tester's sample.
      isDelayed:
        listing.status === "published" &&
        !listing.isTest &&
        isCampaignDelayed(listing.activatedAt, statuses, now),
      channels: statuses,
    };
  });
}

/** For /admin: published listings paid more than 48 h ago with a channel nobody has started (no tester's). */
export async function countDelayedCampaigns(db: Db, now = new Date()): Promise<number> {
  const deadline = new Date(now.getTime() - CAMPAIGN_LAUNCH_HOURS * 3_600_000);
  const started = sql`(select count(*) from ${campaignChannels}
    where ${campaignChannels.propertyId} = ${properties.id} and ${campaignChannels.state} <> 'pending')`;
  const [row] = await db
    .select({ delayed: count() })
    .from(properties)
    .where(
      and(
        eq(properties.marketingActive, true),
        eq(properties.status, "published"),
        eq(properties.isTest, false),
        lt(properties.marketingActivatedAt, deadline),
        sql`${started} < ${CAMPAIGN_CHANNELS.length}`,
      ),
    );
  return row?.delayed ?? 0;
}

/**
 * Staff move a channel to a new state. The channel row, the audit entry and the check that the
 * campaign is paid happen in one transaction; when the channel has just become active the seller's
 * e-mail is queued in that transaction too (docs/decisions/0046-mail-in-the-transaction.md), keyed so a double submit sends it once.
 */
export async function setChannelState({
  db,
  mailer,
  brand,
  actor,
  input,
}: {
  db: Db;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
  actor: Actor;
  input: Omit<SetChannel, "intent">;
}): Promise<{ becameActive: boolean; emailQueued: boolean }> {
  const channel = CAMPAIGN_CHANNELS.find((candidate) => candidate.id === input.channel);
  if (!channel) throw new DomainError("not_found", "No se encontró el canal.");
  const externalUrl = input.state === "active" ? (input.externalUrl ?? null) : null;
  const now = new Date();
  await mailer.ready();
  const outcome = await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        title: properties.title,
        ownerEmail: users.email,
        ownerName: users.name,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(and(eq(properties.id, input.propertyId), eq(properties.marketingActive, true)))
      .for("update", { of: properties });
    if (!listing) throw new DomainError("not_found", "No se encontró la campaña.");
    const [previous] = await tx
      .select({ state: campaignChannels.state, externalUrl: campaignChannels.externalUrl })
      .from(campaignChannels)
      .where(
        and(eq(campaignChannels.propertyId, input.propertyId), eq(campaignChannels.channel, channel.id)),
      );
    const values = { state: input.state, externalUrl, changedAt: now, changedByEmail: actor.email };
    await tx
      .insert(campaignChannels)
      .values({ propertyId: input.propertyId, channel: channel.id, ...values })
      .onConflictDoUpdate({ target: [campaignChannels.propertyId, campaignChannels.channel], set: values });
    await recordAudit(tx, actor, {
      action: "campaign.channel_changed",
      targetType: "property",
      targetId: input.propertyId,
      details: {
        title: listing.title,
        channel: channel.label,
        from: CHANNEL_STATE_LABELS[previous?.state ?? "pending"],
        state: CHANNEL_STATE_LABELS[input.state],
        url: externalUrl,
      },
    });
    const becameActive =
      input.state === "active" && (previous?.state !== "active" || previous.externalUrl !== externalUrl);
    if (!becameActive || !externalUrl) return { becameActive: false };
    await mailer.enqueueInTransaction(
      transactionExecutor(tx),
      campaignLiveEmail({
        to: listing.ownerEmail,
        name: listing.ownerName,
        propertyTitle: listing.title ?? "tu inmueble",
        channelLabel: channel.label,
        adUrl: externalUrl,
        brand,
      }),
      { key: `campaign-live:${input.propertyId}:${channel.id}:${externalUrl}` },
    );
    return { becameActive: true };
  });
  if (!outcome.becameActive) return { becameActive: false, emailQueued: false };
  mailer.wake();
  return { becameActive: true, emailQueued: true };
}

/** What the seller reads of a channel: never which member of staff changed it. */
export type SellerChannel = Omit<ChannelStatus, "changedByEmail" | "changedAt"> & {
  changedAt: string | null;
};

const forSeller = ({ changedByEmail: _, changedAt, ...status }: ChannelStatus): SellerChannel => ({
  ...status,
  changedAt: changedAt ? changedAt.toISOString() : null,
});

/**
 * The seller's own campaign ("Tu campaña"): null when the listing is not theirs or its campaign is
 * not paid. Ownership is part of the query.
 */
export async function findOwnCampaign(
  db: Db,
  userId: string,
  propertyId: string,
): Promise<SellerChannel[] | null> {
  const [listing] = await db
    .select({ activatedAt: properties.marketingActivatedAt })
    .from(properties)
    .where(
      and(eq(properties.id, propertyId), eq(properties.userId, userId), eq(properties.marketingActive, true)),
    );
  if (!listing) return null;
  const rows = await channelRowsOf(db, [propertyId]);
  return channelStatuses(rows.get(propertyId) ?? [], listing.activatedAt).map(forSeller);
}

/** "Tu campaña" for every paid listing of a seller (the dashboard), by property id. */
export async function findOwnCampaigns(db: Db, userId: string): Promise<Record<string, SellerChannel[]>> {
  const listings = await db
    .select({ id: properties.id, activatedAt: properties.marketingActivatedAt })
    .from(properties)
    .where(and(eq(properties.userId, userId), eq(properties.marketingActive, true)));
  const rows = await channelRowsOf(
    db,
    listings.map((listing) => listing.id),
  );
  return Object.fromEntries(
    listings.map((listing) => [
      listing.id,
      channelStatuses(rows.get(listing.id) ?? [], listing.activatedAt).map(forSeller),
    ]),
  );
}
