import { Calendar, Clock } from "lucide-react";
import { cn } from "#app/lib/utils";

/** Spanish date and reading time, as every article card and page shows them. */
export function ArticleMeta({
  date,
  dateLabel,
  readTime,
  className,
}: {
  date: string;
  dateLabel: string;
  readTime: number;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm", className)}>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        <time dateTime={date}>{dateLabel}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {readTime} min de lectura
      </span>
    </p>
  );
}
