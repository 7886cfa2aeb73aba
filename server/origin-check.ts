import type express from "express";
import { ROUTES } from "#app/urls";

/**
 * Authenticated by a signature, and sent by another site's servers: Stripe's webhook; and the
 * alerts' one-click unsubscribe (RFC 8058), which the mail provider POSTs from its own servers.
 * That route acts on its signed token alone, never on a session, so a post from elsewhere can do
 * nothing the token's holder could not; it must not depend on what a provider's client sends as
 * `Sec-Fetch-Site`. (React Router still refuses an action whose `Origin` names another site; the
 * providers' server-side POST sends none.)
 */
const CROSS_SITE_BY_DESIGN = new Set<string>([ROUTES.stripeWebhook, ROUTES.alertUnsubscribe]);
const FORBIDDEN_ORIGIN = "La petición no procede de esta web. Recarga la página y vuelve a intentarlo.";

/**
 * Every state-changing request must come from our own pages, whatever its cookies say (SameSite is
 * one guard; this is the second). Browsers send `Sec-Fetch-Site` and `Origin` with every POST;
 * either one naming another site refuses it, as does the opaque origin `null` (sandboxed frames,
 * some redirects). A request with neither comes from no browser, so it carries no victim's
 * session cookies: it passes, and is authorised like any other.
 */
export function refuseCrossSiteWrites(publicUrl: string): express.RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (CROSS_SITE_BY_DESIGN.has(req.path)) return next();
    if (isCrossSite(req, publicOrigin)) {
      res.set("Connection", "close").status(403).type("text/plain; charset=utf-8").send(FORBIDDEN_ORIGIN);
      return;
    }
    next();
  };
}

function isCrossSite(req: express.Request, publicOrigin: string): boolean {
  if (req.get("sec-fetch-site") === "cross-site") return true;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  if (origin === "null") return true;
  return origin !== publicOrigin && origin !== `${req.protocol}://${req.get("host")}`;
}
