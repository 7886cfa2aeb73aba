import { data } from "react-router";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import { loadAsDocument } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/not-found";

// Every unknown URL lands here: a real page with HTTP 404, kept out of search results.
export function loader() {
  return data(null, { status: 404 });
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: "Página no encontrada", path: location.pathname, noIndex: true });

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function NotFound() {
  return <NotFoundPage />;
}
