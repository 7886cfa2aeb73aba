import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { type PortalQuery, portalHref } from "#app/domain/listings/filters";

type PortalPaginationProps = {
  query: PortalQuery;
  lastPage: number;
};

/**
 * Real links to the previous and next pages (crawlers follow them, and so does a browser without
 * JavaScript), keeping the filters. Shown only when there is more than one page.
 */
export function PortalPagination({ query, lastPage }: PortalPaginationProps) {
  if (lastPage <= 1) return null;
  const hasPrevious = query.page > 1;
  const hasNext = query.page < lastPage;
  return (
    <nav aria-label="Paginación" className="mt-10 flex items-center justify-between gap-4">
      {hasPrevious ? (
        <Button asChild variant="outline">
          <Link to={portalHref({ ...query, page: query.page - 1 })} rel="prev">
            <ChevronLeft aria-hidden="true" />
            Anterior
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-muted-foreground text-sm">
        Página {query.page} de {lastPage}
      </p>
      {hasNext ? (
        <Button asChild variant="outline">
          <Link to={portalHref({ ...query, page: query.page + 1 })} rel="next">
            Siguiente
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
