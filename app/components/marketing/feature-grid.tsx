import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils";

export type Feature = { icon: LucideIcon; title: string; text: ReactNode };

/** Icon cards in a responsive grid: one column on a phone, up to `columns` on a desktop. */
export function FeatureGrid({
  features,
  columns = 3,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul
      className={cn(
        "grid gap-5 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {features.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6 shadow-card"
        >
          <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft">
            <Icon aria-hidden="true" className="size-5 text-primary" />
          </span>
          <h3 className="font-semibold text-foreground text-xl">{title}</h3>
          <div className="text-muted-foreground">{text}</div>
        </li>
      ))}
    </ul>
  );
}
