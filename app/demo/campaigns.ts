import type { CampaignChannelState } from "#app/db/schema/campaigns";
import type { campaignChannels } from "#app/db/schema/index";
import { CAMPAIGN_CHANNELS, type CampaignChannelId } from "#app/domain/campaign/channels";
import { createRandom } from "#app/lib/random";
import { DEMO_ADMIN_EMAIL } from "./accounts";
import type { DemoListing } from "./listings/types";

type ChannelRow = typeof campaignChannels.$inferInsert;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Where a demo campaign departs from the usual story (every channel launched within the 48 hours
 * staff have, and live since): a paused or finished ad, and one campaign still waiting on two
 * channels, so the staff board shows a 'Retrasada' among the live ones.
 */
const DEMO_CHANNEL_EXCEPTIONS: Readonly<
  Record<string, Partial<Record<CampaignChannelId, { state: CampaignChannelState; afterDays?: number }>>>
> = {
  "benalmadena-torremuelle": { google_ads: { state: "pending" }, meta: { state: "pending" } },
  "emporda-torroella": { google_ads: { state: "paused", afterDays: 20 } },
  // A garage space does not sell on social networks: its Meta ad was stopped after a week.
  "retiro-ibiza-garaje": { meta: { state: "ended", afterDays: 7 } },
  "san-juan-niza": { meta: { state: "paused", afterDays: 15 } },
};

/**
 * Where each demo ad can be seen. Made-up addresses under each channel's real site with a
 * non-numeric id, so a click never lands on somebody's real listing.
 */
function demoAdUrl(channel: CampaignChannelId, slug: string): string {
  switch (channel) {
    case "kyero":
      return `https://www.kyero.com/es/property/demo-zaguan-${slug}`;
    case "idealista":
      return `https://www.idealista.com/inmueble/demo-zaguan-${slug}/`;
    case "fotocasa":
      return `https://www.fotocasa.es/es/comprar/vivienda/demo-zaguan-${slug}/d`;
    case "google_ads":
      return `https://adstransparency.google.com/?region=ES&query=zaguan-${slug}`;
    case "meta":
      return `https://www.facebook.com/ads/library/?country=ES&q=zaguan-${slug}`;
  }
}

/**
 * The campaign rows of one demo listing, as staff would have left them on the board: launched one
 * channel at a time within the 48 hours after the payment, ended the day a listing sold.
 */
export function buildCampaignChannelRows({
  listing,
  propertyId,
  marketingPaidAt,
  soldAt,
  now,
}: {
  listing: DemoListing;
  propertyId: string;
  marketingPaidAt: Date;
  soldAt: Date;
  now: Date;
}): ChannelRow[] {
  const rng = createRandom(`campaign-${listing.slug}`);
  const exceptions = DEMO_CHANNEL_EXCEPTIONS[listing.slug] ?? {};
  const rows: ChannelRow[] = [];
  for (const { id: channel } of CAMPAIGN_CHANNELS) {
    const launchedAt = new Date(
      Math.min(marketingPaidAt.getTime() + rng.int(3, 40) * HOUR, now.getTime() - HOUR),
    );
    const exception = exceptions[channel];
    if (exception?.state === "pending") continue; // never touched: no row, as on the real board
    const base = { propertyId, channel, changedByEmail: DEMO_ADMIN_EMAIL };
    if (listing.progress === "sold") {
      rows.push({ ...base, state: "ended", externalUrl: null, changedAt: soldAt });
    } else if (exception) {
      const changedAt = new Date(
        Math.min(launchedAt.getTime() + (exception.afterDays ?? 0) * DAY, now.getTime() - HOUR),
      );
      rows.push({ ...base, state: exception.state, externalUrl: null, changedAt });
    } else {
      rows.push({
        ...base,
        state: "active",
        externalUrl: demoAdUrl(channel, listing.slug),
        changedAt: launchedAt,
      });
    }
  }
  return rows;
}
