import { baseRouteId } from "./i18n/locales";

/**
 * What a page may tell caches. A page is kept out of every cache (`private, no-store`: no shared
 * cache keeps it, nor the browser's disk) unless it is one of the pages that are the same for every
 * visitor without a session, asked for without one, and it sets no cookie: failing closed, a new
 * route is private until it is added here. Resource routes (files, PDFs, feeds) say their own.
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** Route ids (app/routes.ts) of the pages that show nothing of who asks. */
export const SHARED_PAGE_ROUTES: ReadonlySet<string> = new Set([
  "routes/public/home",
  "routes/public/how-we-sell",
  "routes/public/for-agencies",
  "routes/public/terms",
  "routes/public/agency-terms",
  "routes/public/privacy",
  "routes/public/sale-calculator",
  "routes/public/portal",
  "routes/public/property",
  "routes/public/buying-guide",
  "routes/blog/index",
  "routes/blog/category",
  "routes/blog/article",
  "routes/not-found",
]);
/** The seller guides: one route id per guide (app/routes.ts). */
export const SHARED_PAGE_PREFIXES = ["seller-guide-"];

/** A page in another language is shared exactly as its Spanish one (docs/decisions/0057-languages.md). */
export function isSharedPageRoute(localizedRouteId: string): boolean {
  const routeId = baseRouteId(localizedRouteId);
  return SHARED_PAGE_ROUTES.has(routeId) || SHARED_PAGE_PREFIXES.some((prefix) => routeId.startsWith(prefix));
}

/**
 * The Cache-Control a rendered page gets, or null to leave it to the route: only a shared page
 * for a visitor without a session (the public page cache keeps exactly these, server/page-cache.ts).
 */
export function pageCacheControl({
  routeId,
  method = "GET",
  carriesSession,
  setsCookie,
}: {
  /** The deepest matched route's id. */
  routeId: string | undefined;
  /**
   * The request's method: a page drawn as the answer to a form (a POST) is its sender's alone —
   * a listing's page with the phone shown after 'Ver teléfono', a form with what was typed.
   */
  method?: string;
  /** The request carries a session cookie (valid or not). */
  carriesSession: boolean;
  setsCookie: boolean;
}): string | null {
  const isRead = method === "GET" || method === "HEAD";
  if (isRead && routeId && isSharedPageRoute(routeId) && !carriesSession && !setsCookie) return null;
  return PRIVATE_NO_STORE;
}

/**
 * A page's own address, the only kind of request the public page cache looks at: not a data
 * request of client navigation (`/portal.data`), a file, a feed or the API. Whether the page is
 * then kept is the response's to say (pageCacheControl above, failing closed).
 */
const NOT_A_PAGE = /\.[A-Za-z0-9]+$|^\/(api|files|webhooks|feeds)\//;
export const isPagePath = (path: string) => !NOT_A_PAGE.test(path);

/** Single fetch (`.data`) answers only ever feed one visitor's open page: never kept. */
export function withPrivateNoStore(response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  // A copy: a Response's headers may be immutable (Response.redirect).
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
