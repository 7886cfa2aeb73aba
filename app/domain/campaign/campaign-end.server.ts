import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { type CampaignEndReason, campaignChannels, campaignTakedowns } from "#app/db/schema/campaigns";
import { properties } from "#app/db/schema/properties";
import { recordAudit } from "#app/domain/kernel/audit.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { channelLabelOf, needsTakedown, takedownDueAt } from "./campaign-end";
import { CAMPAIGN_CHANNELS } from "./channels";

/**
 * The campaign follows the listing. Call it inside the transaction that sells,
 * withdraws or deletes the listing — before the row is deleted — so the listing never leaves the
 * market with its ads still "Activa". Every channel becomes "Finalizada" (the seller's view and the
 * board's); each channel that had an ad out gets a "Retirar anuncio" task for staff, which outlives
 * the listing (title and address copied) and is e-mailed to staff by the takedown job. Idempotent:
 * a second call finds nothing live and changes nothing.
 */
export async function endCampaign(
  tx: Db,
  propertyId: string,
  reason: CampaignEndReason,
  now = new Date(),
): Promise<{ ended: boolean; takedowns: number }> {
  const [listing] = await tx
    .select({ title: properties.title, marketingActive: properties.marketingActive })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!listing?.marketingActive) return { ended: false, takedowns: 0 };
  const rows = await tx
    .select({
      channel: campaignChannels.channel,
      state: campaignChannels.state,
      externalUrl: campaignChannels.externalUrl,
    })
    .from(campaignChannels)
    .where(eq(campaignChannels.propertyId, propertyId));
  const live = rows.filter((row) => needsTakedown(row.state));
  if (live.length > 0) {
    await tx
      .insert(campaignTakedowns)
      .values(
        live.map((row) => ({
          propertyId,
          propertyTitle: listing.title?.trim() || "Sin título",
          channel: row.channel,
          externalUrl: row.externalUrl,
          reason,
          createdAt: now,
          dueAt: takedownDueAt(now),
        })),
      )
      .onConflictDoNothing();
  }
  // Every channel, touched by staff or not: a channel without a row would read "Pendiente".
  await tx
    .insert(campaignChannels)
    .values(
      CAMPAIGN_CHANNELS.map((channel) => ({
        propertyId,
        channel: channel.id,
        state: "ended" as const,
        externalUrl: null,
        changedAt: now,
        changedByEmail: null,
      })),
    )
    .onConflictDoUpdate({
      target: [campaignChannels.propertyId, campaignChannels.channel],
      set: { state: "ended", externalUrl: null, changedAt: now, changedByEmail: null },
      setWhere: ne(campaignChannels.state, "ended"),
    });
  return { ended: true, takedowns: live.length };
}

export type OpenTakedown = {
  id: string;
  propertyId: string | null;
  propertyTitle: string;
  channel: string;
  externalUrl: string | null;
  reason: CampaignEndReason;
  createdAt: Date;
  dueAt: Date;
};

const openTakedownColumns = {
  id: campaignTakedowns.id,
  propertyId: campaignTakedowns.propertyId,
  propertyTitle: campaignTakedowns.propertyTitle,
  channel: campaignTakedowns.channel,
  externalUrl: campaignTakedowns.externalUrl,
  reason: campaignTakedowns.reason,
  createdAt: campaignTakedowns.createdAt,
  dueAt: campaignTakedowns.dueAt,
};

/** The board's "Anuncios por retirar": every ad still out, the soonest due first. */
export function listOpenTakedowns(db: Db): Promise<OpenTakedown[]> {
  return db
    .select(openTakedownColumns)
    .from(campaignTakedowns)
    .where(isNull(campaignTakedowns.doneAt))
    .orderBy(asc(campaignTakedowns.dueAt), asc(campaignTakedowns.id));
}

/** Staff took the ad down: the task closes, with who and when, and the audit log says so. */
export async function markTakedownDone(
  db: Db,
  actor: Pick<SessionUser, "id" | "email">,
  takedownId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(campaignTakedowns)
      .set({ doneAt: now, doneByEmail: actor.email })
      .where(and(eq(campaignTakedowns.id, takedownId), isNull(campaignTakedowns.doneAt)))
      .returning(openTakedownColumns);
    if (!done) return false;
    await recordAudit(tx, actor, {
      action: "campaign.ad_removed",
      targetType: "property",
      targetId: done.propertyId ?? done.id,
      details: {
        title: done.propertyTitle,
        channel: channelLabelOf(done.channel),
        url: done.externalUrl,
        reason: done.reason,
      },
    });
    return true;
  });
}

/** Claims the tasks staff have not been told about yet (the takedown job's e-mail). */
export function claimUnnotifiedTakedowns(tx: Db, now = new Date()): Promise<OpenTakedown[]> {
  return tx
    .update(campaignTakedowns)
    .set({ staffNotifiedAt: now })
    .where(and(isNull(campaignTakedowns.staffNotifiedAt), isNull(campaignTakedowns.doneAt)))
    .returning(openTakedownColumns);
}
