import { AlarmClock, Megaphone } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import { ROUTES } from "#app/urls";

/** On /admin: how many paid campaigns still have a channel pending after 48 h, linked to the board. */
export function DelayedCampaignsNotice({ count }: { count: number | null }) {
  if (count === null) return null;
  const isLate = count > 0;
  const Icon = isLate ? AlarmClock : Megaphone;
  return (
    <Link
      to={ROUTES.adminCampaigns}
      className={cn(
        "flex items-center gap-3 rounded-xl border p-4 font-medium transition-colors hover:bg-muted",
        isLate ? "border-destructive/40 bg-destructive/5 text-destructive" : "border-border bg-card",
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span>
        Campañas retrasadas: <span className="tabular-nums">{count}</span>
        <span className="font-normal text-muted-foreground">
          {" "}
          · pagadas hace más de 48 horas con algún canal pendiente
        </span>
      </span>
    </Link>
  );
}
