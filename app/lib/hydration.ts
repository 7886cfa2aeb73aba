/**
 * Which pages run React in the browser (docs/decisions/0018-html-first-public-pages.md). Public
 * pages are server HTML with a small enhancement script; a route that is an application says so
 * with `export const handle = HYDRATE`, and the root renders React Router's scripts only then.
 */
export type HydrationHandle = { hydrate?: boolean };

export const HYDRATE = { hydrate: true } as const satisfies HydrationHandle;

/**
 * On `<html>` once the page works: an application page has hydrated (components/layout/page-ready-mark),
 * a public page's enhancement script has run (enhance/public.ts). What the end-to-end tests wait for.
 */
export const PAGE_READY_ATTRIBUTE = "data-ready";

export function wantsHydration(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  return matches.some((match) => (match?.handle as HydrationHandle | undefined)?.hydrate === true);
}

/**
 * Public routes export this as their `clientLoader`: a link to them from an application page
 * (client-side routing) becomes a full page load, so a public page is always the server's HTML
 * with its enhancement script, never a React render inside the application.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
