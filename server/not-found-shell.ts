import type express from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isPagePath } from "#app/lib/cache-control";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  localeOfPath,
  prefixedPath,
  unprefixedPath,
} from "#app/lib/i18n/locales";
import { CachedPage, type PerResponseValues } from "#app/lib/page-cache.server";
import { PAGE_CACHE_HEADER, sendKeptPage, sharedPageVariant } from "./page-cache";

/**
 * The 404 page, rendered once per process and language (and per cookie-banner variant, and again after a
 * minute: the footer's year) for a path of its own, and served to every unknown URL from that
 * render with the URL's path written in: a flood of random URLs (bots) costs what a kept page
 * costs, not a render each (docs/benchmarks/public-site.md). The page cache cannot keep it by URL: any URL is a 404, and
 * one entry per invented URL would push the real pages out.
 *
 * The page depends on the path only where it writes it (the canonical link, `og:url`, the footer's
 * and the banner's forms): it is rendered for SENTINEL_PATH (under the language's prefix) and cut around it, as the page cache
 * cuts a kept page around its nonce. Only for paths whose every character is the same in a URL and
 * in HTML, with no query (the banner reads it), whose first segment no route starts with (the
 * header marks a section as current by its prefix), and that only the catch-all route matches.
 */
const SENTINEL_PATH = "/zaguan-pagina-no-encontrada-7d1c";
const PLAIN_PATH = /^\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*\/?$/;
const SHELL_MAX_AGE_MS = 60_000;
const NOT_FOUND_ROUTE_ID = "routes/not-found";

type Shell = { page: CachedPage; storedAt: number };
type NotFoundValues = PerResponseValues & { path: string };

/** React Router's route table as the objects `matchRoutes` reads. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const common = { id: route?.id, path: route?.path, caseSensitive: route?.caseSensitive };
      return route?.index
        ? { ...common, index: true as const }
        : { ...common, children: routeTree(routes, route?.id) };
    });
}

/**
 * Whether `path` is served by the catch-all 404 route alone and may be written into its shell.
 * A language's prefix (`/en/…`) is read as a level of its own: `/en/no-existe` is the English
 * shell's path when no route under `/en` names `no-existe`, as `/no-existe` is the Spanish one's.
 */
export function notFoundShellPaths(routes: ServerBuild["routes"]) {
  const tree = routeTree(routes);
  const named = new Map<Locale, Set<string>>(LOCALES.map((locale) => [locale, new Set<string>()]));
  // The languages where a route's segment right after the prefix (or the root's first) is a
  // parameter: there only the route table can tell (`matchRoutes` ranks every route's branch on
  // each call, most of a shell answer's CPU, so it is asked only where needed).
  const dynamic = new Set<Locale>();
  for (const route of Object.values(routes)) {
    if (!route || route.id === NOT_FOUND_ROUTE_ID) continue;
    const segments = (route.path ?? "").replace(/^\//, "").split("/");
    const locale = isLocale(segments[0]) && segments[0] !== DEFAULT_LOCALE ? segments[0] : DEFAULT_LOCALE;
    const segment = (locale === DEFAULT_LOCALE ? segments[0] : segments[1]) ?? "";
    named.get(locale)?.add(segment);
    // A prefix itself is a name at the root: `/en/x` is never the Spanish shell's.
    if (locale !== DEFAULT_LOCALE) named.get(DEFAULT_LOCALE)?.add(locale);
    // A parameter first (`:lang/portal`) may match a prefixed path too: every language asks.
    if (/^[:*]/.test(segments[0] ?? "")) for (const each of LOCALES) dynamic.add(each);
    else if (/^[:*]/.test(segment)) dynamic.add(locale);
  }
  return (path: string) => {
    if (!PLAIN_PATH.test(path)) return false;
    const locale = localeOfPath(path);
    const segment = (locale === DEFAULT_LOCALE ? path : unprefixedPath(path)).split("/")[1] ?? "";
    if (segment === "" || named.get(locale)?.has(segment)) return false;
    return !dynamic.has(locale) || matchRoutes(tree, path)?.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
  };
}

export function notFoundShell(
  routes: ServerBuild["routes"],
  isActive: () => boolean,
  now: () => number = Date.now,
): express.RequestHandler {
  const servedByShell = notFoundShellPaths(routes);
  const shells = new Map<string, Shell>();
  return async (req, res, next) => {
    if (req.method !== "GET" || req.get("authorization") || !isActive()) return next();
    const path = req.path;
    if (req.originalUrl !== path || !isPagePath(path) || !servedByShell(path)) return next();
    let variant: string | null;
    try {
      variant = await sharedPageVariant(req.get("cookie") ?? null);
    } catch (error) {
      return next(error);
    }
    if (variant === null) return next();
    const values: NotFoundValues = {
      nonce: res.locals.cspNonce as string,
      formStamp: res.locals.formStamp as string | undefined,
      path,
    };
    // The language the address names: its <html lang>, skip link and language switch.
    const locale = localeOfPath(path);
    const key = `${locale} ${variant}`;
    const sentinel = prefixedPath(locale, SENTINEL_PATH);
    const shell = shells.get(key);
    if (shell && now() - shell.storedAt <= SHELL_MAX_AGE_MS) {
      return sendKeptPage(req, res, shell.page, values, { status: 404, cacheHeader: "hit" });
    }
    res.setHeader(PAGE_CACHE_HEADER, "miss");
    renderForSentinel(req, res, sentinel, (html) => {
      const contentType = String(res.getHeader("Content-Type") ?? "");
      const page = new CachedPage(html, { ...values, path: sentinel }, contentType, now());
      const keepable =
        res.statusCode === 404 &&
        res.getHeader("Set-Cookie") === undefined &&
        contentType.startsWith("text/html") &&
        html.subarray(-7).toString() === "</html>" &&
        // Written anywhere but as the path itself (encoded, say), the shell would be wrong.
        !page.render({ ...values, path: "" }).includes(SENTINEL_PATH.slice(1));
      if (keepable) shells.set(key, { page, storedAt: now() });
      return page.render(values);
    });
    next();
  };
}

type WriteArgs = [chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown];

/**
 * Has the router render the sentinel path (the request's language's) instead of the request's path, holds the body back, and
 * sends what `finish` makes of it (the page with the request's own path written in).
 */
function renderForSentinel(
  req: express.Request,
  res: express.Response,
  sentinel: string,
  finish: (html: Buffer) => Buffer,
) {
  const [url, originalUrl] = [req.url, req.originalUrl];
  req.url = sentinel;
  req.originalUrl = sentinel;
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") {
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk));
    }
  };
  const end = res.end.bind(res) as (...args: WriteArgs) => express.Response;
  res.write = ((...args: WriteArgs) => {
    collect(args[0], args[1]);
    const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof res.write;
  res.end = ((...args: WriteArgs) => {
    if (typeof args[0] !== "function") collect(args[0], args[1]);
    req.url = url;
    req.originalUrl = originalUrl;
    return end(finish(Buffer.concat(chunks)));
  }) as typeof res.end;
}
