import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties, saleBuyers } from "#app/db/schema/index";
import { makeSuccessFeeDue } from "#app/domain/payments/success-fees.server";
import { openFeeReview } from "#app/domain/sale/fee-review.server";
import type { ClosingRoom } from "./room-access.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The buyer confirmed the deed: the sale is recorded as one to the buyer who came through the
 * platform (the deal's lead), so the success fee falls due at once, payable from 'Mis Pagos'. While
 * the sale is open the seller's answer is set to that lead; a sale the seller already closed as
 * 'from outside' goes to staff review instead, with the buyer's confirmation as the reason.
 */
export async function recordSaleToPlatformBuyer(tx: Tx, room: Pick<ClosingRoom, "deal" | "property">) {
  const propertyId = room.property.id;
  const [sale] = await tx
    .select({
      confirmed: properties.saleConfirmed,
      arrasSigned: properties.arrasSigned,
      source: saleBuyers.source,
    })
    .from(properties)
    .leftJoin(saleBuyers, eq(saleBuyers.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  if (sale?.confirmed) {
    if (sale.source === "outside")
      await openFeeReview(tx, {
        propertyId,
        reason: "El comprador confirmó en la sala de cierre la firma de la escritura.",
        snapshot: {
          declared: { name: room.deal.buyerName, email: room.deal.buyerEmail },
          hits: [],
          acceptedOffer: null,
          arrasBuyers: [],
        },
      });
    return;
  }
  const values = { source: "lead" as const, soldToLeadId: room.deal.leadId, buyerName: null, buyerDni: null };
  await tx
    .insert(saleBuyers)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({ target: saleBuyers.propertyId, set: { ...values, declaredAt: new Date() } });
  await makeSuccessFeeDue(tx, { propertyId, reason: "deed_confirmed" });
  // A signed deed is past the notary's papers: the seller's process stands at step 6, where the fee
  // 'Mis Pagos' points to is paid.
  if (sale?.arrasSigned)
    await tx
      .update(properties)
      .set({ notaryDone: true, updatedAt: new Date() })
      .where(eq(properties.id, propertyId));
}
