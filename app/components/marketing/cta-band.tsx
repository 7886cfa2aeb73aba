import { ArrowRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils";

type CtaBandProps = {
  title: string;
  text: ReactNode;
  to: string;
  action: string;
  /** A second, quieter way forward (an e-mail link, a page). */
  secondary?: ReactNode;
  className?: string;
};

/** The closing call to action of a page: deep teal, one clear button. */
export function CtaBand({ title, text, to, action, secondary, className }: CtaBandProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn("render-when-near bg-background", className)}>
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-2xl bg-footer px-6 py-12 text-footer-foreground sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="-right-24 -top-24 pointer-events-none absolute size-72 rounded-full bg-primary opacity-60"
          />
          <div className="relative max-w-2xl">
            <h2 id={titleId} className="text-3xl sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-footer-muted text-lg">{text}</p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Link
                to={to}
                className="inline-flex h-12 items-center gap-2 rounded-lg bg-[#f8e7dc] px-7 font-semibold text-[#12302c] text-lg transition-colors hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-footer-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-footer"
              >
                {action}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              {secondary}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
