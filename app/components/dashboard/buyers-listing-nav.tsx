import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import type { OwnProperty } from "#app/domain/dashboard/dashboard.server";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import type { BuyerCard } from "#app/domain/leads/log/buyer-cards.server";
import { cn } from "#app/lib/utils";

/**
 * 'Tus propiedades' beside 'Compradores': each listing with its buyers — how many have something new,
 * how many contacts wait for review, how many buyers in all (a buyer is one card, whatever they sent).
 */
export function BuyersListingNav({
  properties,
  buyers,
  heldCounts,
  selectedId,
}: {
  properties: OwnProperty[];
  buyers: BuyerCard[];
  heldCounts: Record<string, number>;
  selectedId: string | null;
}) {
  return (
    <nav
      aria-label="Propiedades"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-card lg:self-start"
    >
      <h2 className="font-semibold text-foreground">Tus propiedades</h2>
      <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto lg:max-h-none">
        {properties.map((property) => {
          const own = buyers.filter((card) => card.propertyId === property.id);
          const unread = own.filter((card) => card.unreadCount > 0).length;
          const held = heldCounts[property.id] ?? 0;
          const isSelected = property.id === selectedId;
          return (
            <li key={property.id}>
              <Link
                to={leadLogHref(property.id)}
                replace
                preventScrollReset
                aria-current={isSelected ? "page" : undefined}
                className={cn(
                  "flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isSelected ? "border-primary bg-primary-soft" : "border-border hover:bg-muted",
                )}
              >
                <span className="min-w-0 truncate font-medium text-foreground">
                  {property.title ?? "Propiedad sin título"}
                </span>
                <span className="flex shrink-0 items-center gap-1">
                  {unread > 0 ? (
                    <Badge variant="accent">
                      {unread} {unread === 1 ? "nuevo" : "nuevos"}
                    </Badge>
                  ) : null}
                  {held > 0 ? <Badge variant="outline">{held} por revisar</Badge> : null}
                  <span className="text-muted-foreground tabular-nums">
                    {own.length}
                    <span className="sr-only"> {own.length === 1 ? "comprador" : "compradores"}</span>
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
