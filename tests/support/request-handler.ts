import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  type AppLoadContext,
  createRequestHandler,
  type ServerBuild,
  type ServerEntryModule,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps as withHydrateFallbackProps,
} from "react-router";
import * as entryServer from "#app/entry.server";
import routeConfig from "#app/routes";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
const modules = import.meta.glob<RouteModule>(["/app/root.tsx", "/app/routes/**/*.{ts,tsx}", "!**/*.test.*"]);

type RouteRow = { id: string; parentId?: string; path?: string; index?: boolean; file: string };

/** The route table of app/routes.ts, flattened under the root, with React Router's default ids. */
export function routeRows(): RouteRow[] {
  const rows: RouteRow[] = [{ id: "root", file: "root.tsx", path: "" }];
  const walk = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      rows.push({ id, parentId, path: entry.path, index: entry.index, file: entry.file });
      if (entry.children) walk(entry.children, id);
    }
  };
  walk(routeConfig as RouteConfigEntry[], "root");
  return rows;
}

export async function routeModule(file: string): Promise<RouteModule> {
  const load = modules[`/app/${file}`];
  if (!load) throw new Error(`no module for ${file}`);
  return load();
}

type LinkDescriptor = { href?: string };

/**
 * A route module as the Vite plugin hands it to React Router: its components get their props
 * (loaderData, actionData…) through these wrappers. Under Vitest the stylesheet's `?url` import is
 * empty, so the root's link to it is dropped rather than rendered as `href=""`.
 */
function asBuilt(module: RouteModule): RouteModule {
  const links = module.links as (() => LinkDescriptor[]) | undefined;
  return {
    ...module,
    default: module.default && withComponentProps(module.default as never),
    ErrorBoundary: module.ErrorBoundary && withErrorBoundaryProps(module.ErrorBoundary as never),
    HydrateFallback: module.HydrateFallback && withHydrateFallbackProps(module.HydrateFallback as never),
    links: links && (() => links().filter((link) => link.href !== "")),
  } as RouteModule;
}

/**
 * The server build React Router's Vite plugin makes (virtual:react-router/server-build), assembled
 * from the same route table, route modules and entry.server: what a request goes through between
 * Express and a route — single fetch (`.data`), `headers` exports, handleError, the document
 * render. The browser asset manifest names files that are never fetched here.
 */
async function testServerBuild(): Promise<ServerBuild> {
  const rows = routeRows();
  const loaded = await Promise.all(
    rows.map(async (row) => ({ row, module: asBuilt(await routeModule(row.file)) })),
  );
  const routes: ServerBuild["routes"] = {};
  const manifestRoutes: ServerBuild["assets"]["routes"] = {};
  for (const { row, module } of loaded) {
    const shape = {
      id: row.id,
      parentId: row.parentId,
      path: row.path,
      index: row.index,
      caseSensitive: undefined,
    };
    routes[row.id] = { ...shape, module };
    manifestRoutes[row.id] = {
      ...shape,
      module: `/test-build/${row.id}.js`,
      imports: [],
      css: [],
      hasAction: Boolean(module.action),
      hasLoader: Boolean(module.loader),
      hasClientAction: Boolean(module.clientAction),
      hasClientLoader: Boolean(module.clientLoader),
      hasClientMiddleware: false,
      hasErrorBoundary: Boolean(module.ErrorBoundary),
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  }
  return {
    entry: { module: entryServer as unknown as ServerEntryModule },
    routes,
    assets: {
      entry: { module: "/test-build/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/test-build/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    // react-router.config.ts sets no future flags.
    future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

let build: Promise<ServerBuild> | undefined;

/**
 * Imports every route module once (tens of seconds on a busy machine): call it from `beforeAll`
 * so that the first test's time limit is not spent on it.
 */
export function loadTestServerBuild(): Promise<ServerBuild> {
  build ??= testServerBuild();
  return build;
}

/**
 * Sends a request through React Router as server/app.ts does (after the Express middleware),
 * with the test's load context. Production mode: errors reach the page sanitised, as in production.
 */
export async function handleRequest(request: Request, context: AppLoadContext): Promise<Response> {
  const handler = createRequestHandler(await loadTestServerBuild(), "production");
  return handler(request, context);
}

/** The `.data` URL the browser's single fetch asks for instead of the page (index routes: `_root.data`). */
export function dataUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = parsed.pathname === "/" ? "/_root.data" : `${parsed.pathname.replace(/\/$/, "")}.data`;
  return parsed.toString();
}

/**
 * Where a single-fetch answer sends the browser: React Router encodes a redirect in the body
 * (turbo-stream: the string "redirect" followed by the target), answering 202. Null otherwise.
 */
export async function singleFetchRedirect(response: Response): Promise<string | null> {
  if (response.status !== 202) return null;
  const [firstLine = "[]"] = (await response.text()).split("\n");
  const values = JSON.parse(firstLine) as unknown[];
  const at = values.indexOf("redirect");
  return at >= 0 && typeof values[at + 1] === "string" ? (values[at + 1] as string) : null;
}
