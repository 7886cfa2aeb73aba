import type { CampaignChannelState, CampaignEndReason } from "#app/db/schema/campaigns";
import { CAMPAIGN_CHANNELS } from "./channels";

/**
 * When a listing leaves the market (sold, withdrawn, deleted), its campaign ends on every channel
 *. A channel whose ad was ever put out on an outside site still has that ad there:
 * staff get a "Retirar anuncio" task, due within the same 48 hours they have to launch one.
 */
export const TAKEDOWN_HOURS = 48;
export const TAKEDOWN_TASK_LABEL = "Retirar anuncio";

export const CAMPAIGN_END_REASON_LABELS: Record<CampaignEndReason, string> = {
  sold: "Vendida",
  withdrawn: "Retirada del portal",
  listing_deleted: "Anuncio eliminado por su dueño",
  account_deleted: "Cuenta eliminada",
};

/**
 * Active and paused channels have an ad on the outside site (a paused one is stopped, not gone);
 * a pending channel never went out and an ended one was already dealt with: they just end.
 */
export function needsTakedown(state: CampaignChannelState): boolean {
  return state === "active" || state === "paused";
}

export function takedownDueAt(endedAt: Date): Date {
  return new Date(endedAt.getTime() + TAKEDOWN_HOURS * 3_600_000);
}

export function isTakedownOverdue(dueAt: Date, now: Date): boolean {
  return now.getTime() > dueAt.getTime();
}

/** A stored channel id as staff read it; an id no longer in the list is shown as stored. */
export function channelLabelOf(channelId: string): string {
  return CAMPAIGN_CHANNELS.find((channel) => channel.id === channelId)?.label ?? channelId;
}
