import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { type AdminQuery, adminHref } from "#app/domain/admin/query";

/** Previous/next as real links keeping the tab and the search; shown only when there is more than one page. */
export function AdminPagination({ query, lastPage }: { query: AdminQuery; lastPage: number }) {
  if (lastPage <= 1) return null;
  const hasPrevious = query.page > 1;
  const hasNext = query.page < lastPage;
  return (
    <nav aria-label="Paginación" className="flex items-center justify-between gap-4 pt-2">
      {hasPrevious ? (
        <Button asChild variant="outline" size="sm">
          <Link to={adminHref({ ...query, page: query.page - 1 })} rel="prev">
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
        <Button asChild variant="outline" size="sm">
          <Link to={adminHref({ ...query, page: query.page + 1 })} rel="next">
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
