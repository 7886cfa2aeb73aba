/** Page numbers in a URL and a count, for any list shown a page at a time (1-based pages). */

/** A `?page=` value: whole digits only, kept within 1..maxPage; anything else is page 1. */
export function parsePageParam(raw: string | null, maxPage: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), maxPage);
}

/** How many rows come before a page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The last page that has rows (1 when there are none), never beyond maxPage. */
export function lastPageOf(total: number, pageSize: number, maxPage: number): number {
  return Math.min(Math.max(1, Math.ceil(total / pageSize)), maxPage);
}
