import { cn } from "#app/lib/utils";

export type Stat = { value: string; label: string };

/** Big figures with what they mean: a definition list, so each number is read with its label. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {stats.map(({ value, label }) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-1 rounded-xl bg-primary px-6 py-5 text-primary-foreground"
        >
          <dt className="text-[#d5e8e3]">{label}</dt>
          <dd className="font-bold text-4xl tabular-nums tracking-tight">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
