import { CircleAlert } from "lucide-react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button";

/** A tab whose data did not load says so in place (the toast has gone after 5 s) and offers a retry. */
export function TabLoadError({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div role="alert" className="flex items-start gap-4 rounded-xl border border-destructive/40 bg-card p-6">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-destructive" />
      <div className="flex flex-col gap-3">
        <p className="font-semibold text-foreground">{message}</p>
        <Button asChild variant="outline" className="self-start">
          {/* A full reload: the data is what failed, not the page. */}
          <a href={`${location.pathname}${location.search}`}>Reintentar</a>
        </Button>
      </div>
    </div>
  );
}
