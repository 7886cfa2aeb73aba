import { Pagination } from "#app/components/ui/pagination";
import { type AdminQuery, adminHref } from "#app/domain/admin/query";

/** Previous/next keeping the tab and the search. */
export function AdminPagination({ query, lastPage }: { query: AdminQuery; lastPage: number }) {
  return (
    <Pagination
      page={query.page}
      lastPage={lastPage}
      pageHref={(page) => adminHref({ ...query, page })}
      size="sm"
      className="pt-2"
    />
  );
}
