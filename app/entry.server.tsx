import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { mayCarrySession } from "#app/domain/users/session-policy";
import { pageCacheControl, withPrivateNoStore } from "#app/lib/cache-control";
import { routePattern } from "#app/lib/error-log";
import { keepIconRenders } from "#app/lib/icon-renders.server";
import { logger } from "#app/lib/logger.server";
import { withUsedStylesheet } from "#app/lib/page-css.server";
import { withoutHydrationMarkers } from "#app/lib/public-html.server";
import { RenderBuffer } from "#app/lib/render-buffer.server";
import { keepOnceRenders } from "#app/lib/render-once.server";

export const streamTimeout = 5_000;

keepIconRenders();
keepOnceRenders();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const matches = routerContext.staticHandlerContext.matches;
  const cacheControl = pageCacheControl({
    routeId: matches[matches.length - 1]?.route.id,
    method: request.method,
    carriesSession: mayCarrySession(request.headers.get("Cookie")),
    setsCookie: responseHeaders.has("Set-Cookie"),
  });
  if (cacheControl && !responseHeaders.has("Cache-Control"))
    responseHeaders.set("Cache-Control", cacheControl);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and link previews get the whole document at once; browsers get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // A public page's inline stylesheet is cut to the rules it uses, and what only
          // hydration would read goes.
          const body = new RenderBuffer({
            rewriteFirstBatch: (html) => withUsedStylesheet(withoutHydrationMarkers(html)),
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, React Router catches the rejection and calls handleError.
          if (shellRendered && !request.signal.aborted) {
            const route = routePattern(new URL(request.url).pathname, matches[0]?.params ?? {});
            loadContext.logger.error({ route, method: request.method, err: error }, "render error");
          }
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Every single-fetch answer (`.data`): private to the page that asked (lib/cache-control.ts). */
export function handleDataRequest(response: Response): Response {
  return withPrivateNoStore(response);
}

/**
 * One JSON line at error level per unhandled error of a loader, action or render: the request id
 * (bound to the request's logger, server/app.ts), the route's pattern, the method and the error as
 * lib/error-log.ts writes it — never the query string, the form or the query's parameters. An
 * error response under 500 (a 404 React Router made itself) and a request the client gave up on
 * are not errors of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, params, context }) => {
  if (request.signal.aborted) return;
  const thrown = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  if (isRouteErrorResponse(error) && (error.status < 500 || thrown === undefined)) return;
  const route = routePattern(new URL(request.url).pathname, params);
  (context?.logger ?? logger).error({ route, method: request.method, err: thrown }, "unhandled error");
};
