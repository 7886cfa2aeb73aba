import { useEffect, useRef } from "react";
import { TestListingBadge } from "#app/components/listings/test-listing-badge";
import { Badge } from "#app/components/ui/badge";
import type { OwnProperty } from "#app/domain/dashboard/dashboard.server";
import { ORIGIN_BADGE } from "#app/domain/listings/labels";
import { cn } from "#app/lib/utils";
import { BADGE_VARIANT } from "./badge-variant";

/**
 * 'Selector de Propiedad', each property's state badge, and 'Colaboración' beside an
 * agency's (its origin, never in place of its state). On phones the list scrolls past 24rem;
 * on wide screens it grows with the page instead, so nothing is cut off inside a second
 * scroll area (docs/decisions/0009).
 */
export function PropertySelector({
  properties,
  selectedId,
  onSelect,
}: {
  properties: OwnProperty[];
  selectedId: string;
  onSelect: (propertyId: string) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // The selected property may sit below the fold of the 24rem list (the one kept in progress).
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-property-id="${selectedId}"]`);
    if (!list || !item) return;
    const isHidden =
      item.offsetTop < list.scrollTop ||
      item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight;
    if (isHidden) list.scrollTop = item.offsetTop - 8;
  }, [selectedId]);
  return (
    <section
      aria-labelledby="property-selector-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-card lg:self-start"
    >
      <h2 id="property-selector-title" className="font-semibold text-foreground">
        Selector de Propiedad
      </h2>
      <ul
        ref={listRef}
        className="relative -m-1 flex max-h-96 flex-col gap-2 overflow-y-auto p-1 lg:max-h-none lg:overflow-visible"
        data-testid="property-selector"
      >
        {properties.map((property) => {
          const isSelected = property.id === selectedId;
          return (
            <li key={property.id}>
              <button
                type="button"
                aria-pressed={isSelected}
                data-property-id={property.id}
                onClick={() => onSelect(property.id)}
                className={cn(
                  "flex w-full cursor-pointer flex-col gap-1.5 rounded-lg border p-3 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isSelected ? "border-primary bg-primary-soft" : "border-border hover:bg-muted",
                )}
              >
                <span className="line-clamp-2 font-medium text-foreground text-sm">
                  {property.title ?? "Propiedad sin título"}
                </span>
                <span className="flex flex-wrap gap-1.5">
                  <Badge variant={BADGE_VARIANT[property.badge]}>{property.badge}</Badge>
                  {property.origin === "agency" ? <Badge variant="accent">{ORIGIN_BADGE}</Badge> : null}
                  {property.isTest ? <TestListingBadge /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
