import type express from "express";
import type { Db } from "#app/db/client.server";
import { recordListingEvent } from "#app/domain/funnel/record.server";
import { isPersonVisiting } from "#app/domain/funnel/visitor.server";
import { listingIdOfPath } from "#app/domain/listings/public-pages";
import type { Auth } from "#app/domain/users/auth.server";
import { mayCarrySession } from "#app/domain/users/session-policy";
import type { Logger } from "#app/lib/logger.server";

/**
 * Counts every view of a listing page a person is sent, for the listing's funnel.
 * It sits before the public page cache, which answers most visitors without rendering anything,
 * so it sees kept copies and fresh renders alike. The count is written after the page has been
 * sent (a view is a page that was answered with 200, so a removed listing or an error is not one),
 * and its failure is only logged. A signed-in visitor is looked up then too, so that a seller
 * looking at their own listing is not counted. docs/decisions/0012-listing-funnel.md.
 */
export function countListingViews(options: { db: Db; auth: Auth; secret: string; logger: Logger }) {
  const pending = new Set<Promise<void>>();
  const handler: express.RequestHandler = (req, res, next) => {
    if (req.method !== "GET") return next();
    const propertyId = listingIdOfPath(req.path);
    const userAgent = req.get("user-agent");
    const purpose = req.get("sec-purpose") ?? req.get("purpose");
    if (!propertyId || !isPersonVisiting({ userAgent, purpose })) return next();
    const at = new Date();
    const ip = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const cookie = req.get("cookie") ?? null;
    res.once("finish", () => {
      if (res.statusCode !== 200) return;
      const counting = (async () => {
        const viewerId = mayCarrySession(cookie) ? await signedInUserId(options.auth, cookie ?? "") : null;
        await recordListingEvent(options.db, {
          secret: options.secret,
          propertyId,
          kind: "view",
          visit: { ip, userAgent: userAgent ?? "", viewerId, at },
        });
      })().catch((error: unknown) =>
        options.logger.warn({ err: error, propertyId }, "listing view not counted"),
      );
      pending.add(counting);
      void counting.finally(() => pending.delete(counting));
    });
    next();
  };
  /** Resolves once every count under way is written: before the database closes, and in tests. */
  const idle = async () => {
    while (pending.size > 0) await Promise.all(pending);
  };
  return { handler, idle };
}

async function signedInUserId(auth: Auth, cookie: string): Promise<string | null> {
  const session = await auth.api.getSession({ headers: new Headers({ cookie }) }).catch(() => null);
  return session?.user.id ?? null;
}
