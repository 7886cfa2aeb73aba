import { Construction } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/utils";

type PageHeroProps = {
  title: string;
  /** A short line under the title. */
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** The top band every inner page starts with: its h1 and an optional lead and actions. */
export function PageHero({ title, lead, children, className }: PageHeroProps) {
  return (
    <section className={cn("border-border border-b bg-muted/60", className)}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="max-w-3xl text-3xl text-foreground sm:text-4xl">{title}</h1>
        {lead ? <p className="max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
        {children ? <div className="mt-2 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}

type PagePlaceholderProps = PageHeroProps & {
  /** What the coming section will hold, in a sentence. */
  note?: ReactNode;
};

/** A real page in the shell for a section still being built: its title, a line saying so, and its actions. */
export function PagePlaceholder({ note, ...hero }: PagePlaceholderProps) {
  return (
    <>
      <PageHero {...hero} />
      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex max-w-2xl items-start gap-4 rounded-xl border border-border border-dashed bg-card p-6">
          <Construction aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
          <div className="space-y-1">
            <p className="font-semibold text-foreground">Estamos preparando esta sección.</p>
            <p className="text-muted-foreground">
              {note ?? "Muy pronto encontrarás aquí todo el contenido."}
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
