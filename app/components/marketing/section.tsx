import { type ReactNode, useId } from "react";
import { cn } from "#app/lib/utils";

type SectionProps = {
  id?: string;
  /** A short line above the title. */
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "sand" | "card";
  /** Centred header for short, standalone sections. */
  centered?: boolean;
  className?: string;
};

const TONES = {
  plain: "bg-background",
  sand: "bg-muted/70",
  card: "bg-card",
} as const;

/**
 * One band of a marketing page: an h2 with an optional eyebrow and lead, then its content. The
 * section is named by its title for screen readers' landmarks list.
 */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  tone = "plain",
  centered,
  className,
}: SectionProps) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn("render-when-near scroll-mt-20", TONES[tone], className)}
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <header className={cn("max-w-3xl", centered && "mx-auto text-center")}>
          {eyebrow ? (
            <p className="font-semibold text-accent text-sm uppercase tracking-wider">{eyebrow}</p>
          ) : null}
          <h2 id={titleId} className="mt-2 text-3xl text-foreground sm:text-4xl">
            {title}
          </h2>
          {lead ? <p className="mt-4 text-lg text-muted-foreground">{lead}</p> : null}
        </header>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
