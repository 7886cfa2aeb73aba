import type { CampaignChannelState } from "#app/db/schema/campaigns";
import { CAMPAIGN_CHANNELS, type CampaignChannelId } from "./channels";

export const CHANNEL_STATE_LABELS: Record<CampaignChannelState, string> = {
  pending: "Pendiente",
  active: "Activa",
  paused: "Pausada",
  ended: "Finalizada",
};

/** Every state, in the board's order: the one runtime list (keyed by the column's type above). */
export const CAMPAIGN_CHANNEL_STATES = Object.keys(CHANNEL_STATE_LABELS) as [
  CampaignChannelState,
  ...CampaignChannelState[],
];

/** Staff have two days from the payment to get every channel going. */
export const CAMPAIGN_LAUNCH_HOURS = 48;
export const DELAYED_LABEL = "Retrasada";

export type ChannelStatus = {
  channel: CampaignChannelId;
  label: string;
  state: CampaignChannelState;
  stateLabel: string;
  externalUrl: string | null;
  /** When it last changed; for a channel never touched, when the campaign was paid. */
  changedAt: Date | null;
  changedByEmail: string | null;
};

export type StoredChannelRow = {
  channel: string;
  state: CampaignChannelState;
  externalUrl: string | null;
  changedAt: Date;
  changedByEmail: string | null;
};

/** Every channel in the fixed order, stored or not: a channel nobody has touched is pending. */
export function channelStatuses(
  rows: readonly StoredChannelRow[],
  activatedAt: Date | null,
): ChannelStatus[] {
  return CAMPAIGN_CHANNELS.map((channel) => {
    const row = rows.find((candidate) => candidate.channel === channel.id);
    const state = row?.state ?? "pending";
    return {
      channel: channel.id,
      label: channel.label,
      state,
      stateLabel: CHANNEL_STATE_LABELS[state],
      externalUrl: state === "active" ? (row?.externalUrl ?? null) : null,
      changedAt: row?.changedAt ?? activatedAt,
      changedByEmail: row?.changedByEmail ?? null,
    };
  });
}

/** Paid more than 48 h ago and a channel still pending: the seller is waiting on us. */
export function isCampaignDelayed(
  activatedAt: Date | null,
  statuses: readonly Pick<ChannelStatus, "state">[],
  now: Date,
): boolean {
  if (!activatedAt) return false;
  const overdue = now.getTime() - activatedAt.getTime() > CAMPAIGN_LAUNCH_HOURS * 3_600_000;
  return overdue && statuses.some((status) => status.state === "pending");
}

/** The one line above the seller's channels: live, ended with the listing, or still being set up. */
export function campaignSummary(statuses: readonly Pick<ChannelStatus, "state">[]): string {
  if (statuses.length > 0 && statuses.every((status) => status.state === "ended"))
    return "Campaña finalizada en todos los canales.";
  const live = statuses.filter((status) => status.state === "active").length;
  if (live === 0) return "Estamos preparando tus anuncios.";
  return `Activa en ${live} de ${statuses.length} canales.`;
}
