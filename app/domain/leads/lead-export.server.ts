import { desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, properties } from "#app/db/schema/index";
import { leadColumns } from "./lead-log.server";

/**
 * The leads in 'Descargar mis datos': as a seller, every contact on their listings (discarded ones
 * too: we still hold them); as a signed-in buyer, what they sent, with the listing's title only —
 * never the seller's contact data.
 */
export async function exportLeadsOfUser(db: Db, userId: string) {
  const columns = {
    ...leadColumns,
    propertyTitle: properties.title,
    updatedAt: leads.updatedAt,
  };
  // Whether the seller opened it is the seller's own activity: not in the buyer's copy.
  const { readAt: _readAt, ...sentColumns } = columns;
  const [received, sent] = await Promise.all([
    db
      .select({ ...columns, discardedAt: leads.discardedAt })
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId))
      .where(eq(properties.userId, userId))
      .orderBy(desc(leads.createdAt)),
    db
      .select(sentColumns)
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId))
      .where(eq(leads.buyerUserId, userId))
      .orderBy(desc(leads.createdAt)),
  ]);
  return { received, sent };
}
