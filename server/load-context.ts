import type express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { logger } from "#app/lib/logger.server";
import type { ZaguanContext } from "#app/load-context";
import type { RenderWithOutcome } from "./portal-templates";

type Services = Pick<ZaguanContext, "db" | "auth" | "env" | "publicEnv" | "mailer" | "jobs" | "rateLimiter">;

/** What every loader and action receives for this request (app/load-context.ts). */
export function loadContextOf(services: Services) {
  return (req: express.Request, res: express.Response): ZaguanContext => ({
    ...services,
    logger: logger.child({ requestId: res.locals.requestId }),
    requestId: res.locals.requestId,
    cspNonce: res.locals.cspNonce,
    formStamp: res.locals.formStamp,
    // The address the trusted proxy reports (trust proxy in app.ts), never a header the client can rotate.
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    appendSetCookie: (cookie: string) => {
      if (!res.headersSent) res.append("Set-Cookie", cookie);
    },
    // Found by the search templates before the render (portal-templates.ts), for a visitor's portal.
    portalOutcome: res.locals.portalOutcome,
  });
}

/**
 * Renders another address of the portal for the same visitor, with the same nonce and form stamp,
 * outside Express (React Router's own handler): a search's template is made from it.
 */
export function renderWith(
  build: ServerBuild,
  contextOf: ReturnType<typeof loadContextOf>,
): RenderWithOutcome {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return (path, req, res, outcome) => {
    const headers = new Headers();
    for (const name of ["cookie", "user-agent", "accept-language"]) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    const url = new URL(path, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    return handle(new Request(url, { headers }), {
      ...contextOf(req, res),
      appendSetCookie: undefined,
      portalOutcome: outcome,
    });
  };
}
