import { desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads, properties } from "#app/db/schema/index";

/**
 * The leads in 'Descargar mis datos': as a seller, every contact on their listings (discarded ones
 * too: we still hold them); as a signed-in buyer, what they sent, with the listing's title only —
 * never the seller's contact data.
 */
export async function exportLeadsOfUser(db: Db, userId: string) {
  const columns = {
    id: leads.id,
    propertyId: leads.propertyId,
    propertyTitle: properties.title,
    kind: leads.kind,
    state: leads.state,
    buyerName: leads.buyerName,
    buyerEmail: leads.buyerEmail,
    buyerPhone: leads.buyerPhone,
    message: leads.message,
    createdAt: leads.createdAt,
    updatedAt: leads.updatedAt,
  };
  const [received, sent] = await Promise.all([
    db
      .select({ ...columns, readAt: leads.readAt, discardedAt: leads.discardedAt })
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId))
      .where(eq(properties.userId, userId))
      .orderBy(desc(leads.createdAt)),
    db
      .select(columns)
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId))
      .where(eq(leads.buyerUserId, userId))
      .orderBy(desc(leads.createdAt)),
  ]);
  return { received, sent };
}
