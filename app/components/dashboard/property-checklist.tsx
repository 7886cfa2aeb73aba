import { CheckCircle2, Circle, CircleDot } from "lucide-react";
import type { ChecklistItem } from "#app/domain/sale/steps";
import { cn } from "#app/lib/utils";

const STATE_STYLE = {
  Completado: { icon: CheckCircle2, className: "text-success", badge: "bg-success/15 text-success" },
  "En curso": { icon: CircleDot, className: "text-accent", badge: "bg-accent-soft text-accent" },
  Pendiente: { icon: Circle, className: "text-muted-foreground", badge: "bg-muted text-muted-foreground" },
} as const;

/** Each step Completado, En curso or Pendiente. */
export function PropertyChecklist({ items }: { items: ChecklistItem[] }) {
  return (
    <ol
      aria-label="Proceso de venta"
      className="flex flex-col divide-y divide-border rounded-lg border border-border"
    >
      {items.map((item, index) => {
        const style = STATE_STYLE[item.state];
        const Icon = style.icon;
        return (
          <li key={item.label} className="flex items-center gap-3 px-4 py-3">
            <Icon aria-hidden="true" className={cn("size-5 shrink-0", style.className)} />
            <span className="min-w-0 flex-1 text-foreground text-sm">
              <span className="sr-only">Paso {index + 1}: </span>
              {item.label}
            </span>
            <span className={cn("shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs", style.badge)}>
              {item.state}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
