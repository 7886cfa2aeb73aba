import { Lightbulb } from "lucide-react";

/** The tips of a step, shown whenever it is open (also once completed). */
export function StepTips({ tips, title = "Consejos" }: { tips: readonly string[]; title?: string }) {
  if (tips.length === 0) return null;
  return (
    <aside className="rounded-lg border border-border bg-muted/50 p-4">
      <h4 className="mb-2 flex items-center gap-2 font-semibold text-foreground text-sm">
        <Lightbulb aria-hidden="true" className="size-4 text-accent" /> {title}
      </h4>
      <ul className="list-disc space-y-1 pl-5 text-foreground text-sm">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
