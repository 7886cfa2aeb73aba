import { Pagination } from "#app/components/ui/pagination";
import { type PortalQuery, portalHref } from "#app/domain/listings/filters";

/** Previous/next keeping the filters. */
export function PortalPagination({ query, lastPage }: { query: PortalQuery; lastPage: number }) {
  return (
    <Pagination
      page={query.page}
      lastPage={lastPage}
      pageHref={(page) => portalHref({ ...query, page })}
      className="mt-10"
    />
  );
}
