import { ExternalLink } from "lucide-react";
import type { SellerChannel } from "#app/domain/campaign/board.server";
import { campaignSummary } from "#app/domain/campaign/states";
import { formatDateEs } from "#app/lib/format";
import { cn } from "#app/lib/utils";

const STATE_STYLE: Record<SellerChannel["state"], string> = {
  pending: "bg-muted text-muted-foreground",
  active: "bg-success/15 text-success",
  paused: "bg-accent-soft text-accent",
  ended: "bg-secondary text-secondary-foreground",
};

/**
 * "Tu campaña": where the paid campaign runs, channel by channel, with its state, since
 * when, and the ad's link once it is live. Shared by /vender step 2, the agency's step 2 and the
 * dashboard. A plain list and links: nothing here needs JavaScript.
 */
export function YourCampaign({
  channels,
  headingLevel = 3,
}: {
  channels: SellerChannel[];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const summary = campaignSummary(channels);
  return (
    <section
      aria-label="Tu campaña"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-semibold text-lg">Tu campaña</Heading>
        <p className="text-muted-foreground text-sm">{summary}</p>
      </div>
      <ul className="flex flex-col divide-y divide-border">
        {channels.map((channel) => (
          <li
            key={channel.channel}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">{channel.label}</span>
              {/* "Desde" says since when an ad runs: only a live one runs. */}
              {channel.state === "active" && channel.changedAt ? (
                <span className="text-muted-foreground text-sm">
                  Desde el {formatDateEs(channel.changedAt)}
                </span>
              ) : null}
            </div>
            <div className="flex items-center gap-3">
              {channel.externalUrl ? (
                <a
                  href={channel.externalUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 text-primary text-sm underline"
                >
                  Ver anuncio<span className="sr-only"> en {channel.label}</span>
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              ) : null}
              <span
                className={cn("rounded-full px-2.5 py-0.5 font-semibold text-xs", STATE_STYLE[channel.state])}
              >
                {channel.stateLabel}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
