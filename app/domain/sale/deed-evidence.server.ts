import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { closingEvents, deals } from "#app/db/schema/index";

/**
 * Whether the buyer of the listing's standing deal confirmed the deed in the closing room (a deal
 * released before that is no sale). Read inside step 6's transaction, so it sees what it decides on.
 */
export async function buyerConfirmedDeed(db: Pick<Db, "select">, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: closingEvents.id })
    .from(closingEvents)
    .innerJoin(deals, eq(deals.id, closingEvents.dealId))
    .where(
      and(
        eq(deals.propertyId, propertyId),
        isNull(deals.releasedAt),
        eq(closingEvents.kind, "deed_signed"),
        eq(closingEvents.party, "buyer"),
      ),
    )
    .limit(1);
  return row !== undefined;
}
