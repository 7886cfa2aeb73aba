import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { mayCarrySession } from "#app/domain/users/session-policy";
import { pageCacheControl, withPrivateNoStore } from "#app/lib/cache-control";
import { withUsedStylesheet } from "#app/lib/page-css.server";
import { withoutHydrationMarkers } from "#app/lib/public-html.server";
import { RenderBuffer } from "#app/lib/render-buffer.server";

export const streamTimeout = 5_000;

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
          // hydration would read goes (issue 21).
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
          if (shellRendered) loadContext.logger.error({ err: error }, "render error");
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
