import { CAMPAIGN_CHANNELS, isLeadChannel, LEAD_CHANNEL_LABELS, type LeadChannel } from "./channels";

/**
 * 'De dónde vienen tus compradores': a listing's leads split by the channel
 * the buyer arrived by. A stored value that is no longer a known channel counts as "otro"; a lead
 * without one was stored as "directo" (our own portal), so the shares always add up to every lead.
 */
export type ChannelCount = { channel: LeadChannel; label: string; leads: number; percent: number };

/** The order ties keep: our own portal first, then the campaign's channels as the board lists them. */
const CHANNEL_ORDER: readonly LeadChannel[] = [
  "directo",
  ...CAMPAIGN_CHANNELS.map((channel) => channel.id),
  "otro",
];

/** Stored values (any text) to counts per known channel; unknown values are "otro". */
export function countByLeadChannel(
  rows: readonly { channel: string; leads: number }[],
): Partial<Record<LeadChannel, number>> {
  const counts: Partial<Record<LeadChannel, number>> = {};
  for (const row of rows) {
    const channel = isLeadChannel(row.channel) ? row.channel : "otro";
    counts[channel] = (counts[channel] ?? 0) + row.leads;
  }
  return counts;
}

/**
 * Every channel the seller paid for plus our portal, most leads first (zeros too: a channel that
 * brought nobody is worth knowing); "Otra web" only when it brought someone. Percentages are
 * rounded so that they add up to 100.
 */
export function leadChannelSplit(counts: Partial<Record<LeadChannel, number>>): ChannelCount[] {
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const percents = roundedPercents(
    CHANNEL_ORDER.map((channel) => counts[channel] ?? 0),
    total,
  );
  return CHANNEL_ORDER.map((channel, index) => ({
    channel,
    label: LEAD_CHANNEL_LABELS[channel],
    leads: counts[channel] ?? 0,
    percent: percents[index] ?? 0,
  }))
    .filter((row) => row.channel !== "otro" || row.leads > 0)
    .sort((a, b) => b.leads - a.leads);
}

/** Largest-remainder rounding: whole percentages that add up to exactly 100 (or all 0). */
function roundedPercents(values: readonly number[], total: number): number[] {
  if (total === 0) return values.map(() => 0);
  const exact = values.map((value) => (value / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}

/** '1 contacto', '12 contactos'. */
export function leadCount(count: number): string {
  return `${count.toLocaleString("es-ES")} ${count === 1 ? "contacto" : "contactos"}`;
}

/**
 * The split in one sentence, for a screen reader and for the seller who reads rather than looks:
 * 'Últimas 8 semanas, 5 contactos: 3 de idealista, 2 de Directo (Zaguán).' Channels with none are
 * left out of the sentence; the list beside it still shows them.
 */
export function leadChannelSummary(split: readonly ChannelCount[], weeks: number): string {
  const total = split.reduce((sum, row) => sum + row.leads, 0);
  const period = `Últimas ${weeks} semanas`;
  if (total === 0) return `${period}: todavía ningún contacto.`;
  const parts = split.filter((row) => row.leads > 0).map((row) => `${row.leads} de ${row.label}`);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}`;
  return `${period}, ${leadCount(total)}: ${list}.`;
}
