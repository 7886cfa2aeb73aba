import { LEAD_CHANNEL_LABELS, type LeadChannel } from "#app/domain/campaign/channels";
import { leadChannelSplit, leadChannelSummary } from "#app/domain/campaign/lead-channel-split";
import { cn } from "#app/lib/utils";

/**
 * 'De dónde vienen tus compradores': a listing's buyer contacts by the channel they
 * arrived by. A row per channel with its figure and share in words, and a bar beside it scaled to
 * the busiest channel so the winner shows at a glance; the bars are decoration (hidden from screen
 * readers), the sentence above and the rows carry every number. Plain HTML, no script.
 */
export function LeadChannelSplit({
  counts,
  weeks,
  headingLevel = 4,
}: {
  counts: Partial<Record<LeadChannel, number>>;
  weeks: number;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const split = leadChannelSplit(counts);
  const busiest = Math.max(1, ...split.map((row) => row.leads));
  return (
    <section aria-labelledby="lead-channels-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <Heading id="lead-channels-title" className="font-semibold text-foreground text-lg">
          De dónde vienen tus compradores
        </Heading>
        <p className="text-muted-foreground text-sm">{leadChannelSummary(split, weeks)}</p>
      </div>
      <ul className="flex flex-col gap-2" aria-label="Contactos por canal">
        {split.map((row) => (
          <li
            key={row.channel}
            data-channel={row.channel}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[11rem_5.5rem_minmax(0,1fr)]"
          >
            <span
              className={cn("min-w-0 truncate", row.leads > 0 ? "text-foreground" : "text-muted-foreground")}
            >
              {row.label}
              <span className="sr-only">:</span>
            </span>
            <span className="text-right tabular-nums">
              <span
                className={cn("font-semibold", row.leads > 0 ? "text-foreground" : "text-muted-foreground")}
              >
                {row.leads.toLocaleString("es-ES")}
              </span>
              <span className="sr-only"> {row.leads === 1 ? "contacto" : "contactos"},</span>{" "}
              <span className="text-muted-foreground text-xs">{row.percent} %</span>
            </span>
            <span
              aria-hidden="true"
              className="col-span-2 h-2.5 overflow-hidden rounded-full bg-muted sm:col-span-1"
            >
              <span
                className={cn("block h-full rounded-full", row.leads > 0 ? "bg-accent" : "bg-transparent")}
                style={{ width: `${(row.leads / busiest) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        Cada anuncio de tu campaña enlaza a tu ficha con el nombre de su canal; quien llega sin pasar por un
        anuncio figura como «{LEAD_CHANNEL_LABELS.directo}».
      </p>
    </section>
  );
}
