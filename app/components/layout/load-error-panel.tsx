import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button";

/** Data that did not load, said in place (a toast goes after 5 s), with 'Reintentar'. */
export function LoadErrorPanel({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <div role="alert" className="flex items-start gap-4 rounded-xl border border-destructive/40 bg-card p-6">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-destructive" />
      <div className="flex flex-col gap-3">
        {children}
        <Button asChild variant="outline" className="self-start">
          {/* A full reload: the data is what failed, not the page. */}
          <a href={`${location.pathname}${location.search}`}>Reintentar</a>
        </Button>
      </div>
    </div>
  );
}
