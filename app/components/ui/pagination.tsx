import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import { Button } from "./button";

type PaginationProps = {
  page: number;
  lastPage: number;
  /** The address of another page, keeping whatever else the list's URL carries (filters, tab, search). */
  pageHref: (page: number) => string;
  size?: "sm" | "default";
  className?: string;
  /** The words, in the page's language; Spanish when omitted. */
  labels?: { nav: string; previous: string; next: string; position: string };
};

/**
 * Previous and next as real links (crawlers follow them, and so does a browser without
 * JavaScript), with 'Página X de Y' between them. Shown only when there is more than one page.
 */
export function Pagination({
  page,
  lastPage,
  pageHref,
  size = "default",
  className,
  labels,
}: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav
      aria-label={labels?.nav ?? "Paginación"}
      className={cn("flex items-center justify-between gap-4", className)}
    >
      {page > 1 ? (
        <Button asChild variant="outline" size={size}>
          <Link to={pageHref(page - 1)} rel="prev">
            <ChevronLeft aria-hidden="true" />
            {labels?.previous ?? "Anterior"}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-muted-foreground text-sm">{labels?.position ?? `Página ${page} de ${lastPage}`}</p>
      {page < lastPage ? (
        <Button asChild variant="outline" size={size}>
          <Link to={pageHref(page + 1)} rel="next">
            {labels?.next ?? "Siguiente"}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
