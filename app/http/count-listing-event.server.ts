import type { AppLoadContext } from "react-router";
import type { ListingEventKind } from "#app/db/schema/listing-events";
import { recordListingEvent } from "#app/domain/funnel/record.server";
import { isPersonVisiting } from "#app/domain/funnel/visitor.server";
import { getOptionalUser } from "#app/domain/users/session.server";

/**
 * Counts what the browser reports from a listing's page (a phone click, or a view reached by a
 * client-side navigation) as a person seen by the server: bots and prefetches are not, the owner's
 * own clicks are not, and a failure is logged, never the visitor's problem.
 */
export async function countListingEventFromRequest(
  request: Request,
  context: AppLoadContext,
  propertyId: string,
  kind: ListingEventKind,
): Promise<void> {
  const userAgent = request.headers.get("user-agent") ?? undefined;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? undefined;
  if (!isPersonVisiting({ userAgent, purpose })) return;
  try {
    const viewer = await getOptionalUser(request, context);
    await recordListingEvent(context.db, {
      secret: context.env.AUTH_SECRET,
      propertyId,
      kind,
      visit: {
        ip: context.clientIp,
        userAgent: userAgent ?? "",
        viewerId: viewer?.id ?? null,
        at: new Date(),
      },
    });
  } catch (error) {
    context.logger.warn({ err: error, propertyId, kind }, "listing funnel event not counted");
  }
}
