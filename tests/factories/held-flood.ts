import type { Db } from "#app/db/client.server";
import { leads } from "#app/db/schema/leads";

/**
 * A flood as 'Pendientes de revisión' receives it: `perSender` held contacts from each of `senders`
 * connections (the address hashes as senderIdentity stores them), a new name and e-mail on every
 * post, oldest first, all held past the listing's rate.
 */
export async function createHeldFlood(
  db: Db,
  propertyId: string,
  {
    senders,
    perSender,
    startAt = Date.now() - 3_600_000,
  }: { senders: number; perSender: number; startAt?: number },
) {
  const rows = Array.from({ length: senders * perSender }, (_, index) => ({
    propertyId,
    kind: "enquiry" as const,
    state: "received",
    review: "held" as const,
    heldReason: "listing_rate" as const,
    buyerName: `Remitente masivo ${index + 1}`,
    buyerEmail: `masivo-${index + 1}@example.es`,
    message: "Compra seguidores baratos en nuestra web, oferta limitada. ".repeat(8).trim(),
    senderAddressHash: `conexion-${index % senders}`,
    createdAt: new Date(startAt + index * 1_000),
  }));
  return db
    .insert(leads)
    .values(rows)
    .returning({ id: leads.id, senderAddressHash: leads.senderAddressHash });
}
