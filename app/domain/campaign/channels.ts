/**
 * The channels the paid marketing campaign publishes a listing on, and how a visitor's arrival is
 * attributed to one of them. One list for the staff board, the seller's "Tu campaña", the portal
 * feeds' links and the lead log, so a channel is named the same everywhere.
 */
export const CAMPAIGN_CHANNELS = [
  { id: "kyero", label: "Kyero", utmSource: "kyero", utmMedium: "portal" },
  { id: "idealista", label: "idealista", utmSource: "idealista", utmMedium: "portal" },
  { id: "fotocasa", label: "fotocasa", utmSource: "fotocasa", utmMedium: "portal" },
  { id: "google_ads", label: "Google Ads", utmSource: "google", utmMedium: "cpc" },
  { id: "meta", label: "Meta", utmSource: "meta", utmMedium: "social" },
] as const;

export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export type CampaignChannelId = CampaignChannel["id"];

/** Where a lead came from: a campaign channel, an unknown source, or no source at all. */
export type LeadChannel = CampaignChannelId | "otro" | "directo";

export const LEAD_CHANNEL_LABELS: Record<LeadChannel, string> = {
  ...(Object.fromEntries(CAMPAIGN_CHANNELS.map((channel) => [channel.id, channel.label])) as Record<
    CampaignChannelId,
    string
  >),
  otro: "Otra web",
  directo: "Directo (Zaguán)",
};

/** Sources people type by hand or that the networks add on their own, mapped to our channels. */
const SOURCE_ALIASES: Record<string, CampaignChannelId> = {
  google: "google_ads",
  googleads: "google_ads",
  adwords: "google_ads",
  facebook: "meta",
  instagram: "meta",
  fb: "meta",
  ig: "meta",
};

/** The channel an `utm_source` value names; anything unknown is "otro", nothing is "directo". */
export function channelFromUtmSource(source: string | null | undefined): LeadChannel {
  const normalised = source
    ?.trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  if (!normalised) return "directo";
  const direct = CAMPAIGN_CHANNELS.find((channel) => channel.id.replace("_", "") === normalised);
  if (direct) return direct.id;
  // Own keys only: `?utm_source=constructor` must not find Object's own constructor.
  return Object.hasOwn(SOURCE_ALIASES, normalised)
    ? (SOURCE_ALIASES[normalised] as CampaignChannelId)
    : "otro";
}

export function isLeadChannel(value: unknown): value is LeadChannel {
  return typeof value === "string" && Object.hasOwn(LEAD_CHANNEL_LABELS, value);
}

/**
 * A listing's public URL as a channel carries it: utm_source/medium/campaign, so the visit and any
 * contact that follows are attributed (the campaign is the property, the same across channels).
 */
export function channelListingUrl(
  listingUrl: string,
  channelId: CampaignChannelId,
  propertyId: string,
): string {
  const channel = CAMPAIGN_CHANNELS.find((candidate) => candidate.id === channelId);
  if (!channel) throw new Error(`Unknown campaign channel: ${channelId}`);
  const url = new URL(listingUrl);
  url.searchParams.set("utm_source", channel.utmSource);
  url.searchParams.set("utm_medium", channel.utmMedium);
  url.searchParams.set("utm_campaign", `zaguan-${propertyId}`);
  return url.toString();
}
