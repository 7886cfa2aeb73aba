import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { type PaymentProduct, payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { DomainError } from "#app/domain/errors";
import { invoicesCompany } from "#app/domain/invoices/billing-details";
import { requireBillingDetails } from "#app/domain/invoices/billing-details.server";
import { feeFor } from "#app/domain/payments/pricing";
import type { PaymentProvider } from "#app/domain/payments/provider";
import { findSuccessFee } from "#app/domain/payments/success-fees.server";
import { requireSuccessFeeDue } from "./buyer-answer.server";

export type CheckoutSession = {
  providerPaymentId: string;
  clientSecret: string;
  amount: number;
  provider: PaymentProvider["name"];
};

const unavailable = (cause?: unknown) =>
  new DomainError("provider_failed", "No se pudo iniciar el pago. Inténtalo de nuevo más tarde.", { cause });

/**
 * Starts (or resumes) the payment of a product for one of the user's own properties. The amount
 * comes from the pricing module for the property's origin — never from the browser — and a product
 * already paid cannot be paid again.
 */
export async function startPayment({
  db,
  provider,
  user,
  propertyId,
  product,
}: {
  db: Db;
  provider: PaymentProvider;
  user: { id: string };
  propertyId: string;
  product: PaymentProduct;
}): Promise<CheckoutSession> {
  const [property] = await db
    .select({
      id: properties.id,
      title: properties.title,
      origin: properties.propertyOrigin,
      marketingActive: properties.marketingActive,
      saleConfirmed: properties.saleConfirmed,
      notaryDone: properties.notaryDone,
      status: properties.status,
      agency: properties.agencyDetails,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, user.id)));
  if (!property) throw new DomainError("not_found", "No se encontró la propiedad.");
  if (property.status === "draft")
    throw new DomainError("conflict", "Primero debes publicar el anuncio de la propiedad.");
  if (product === "marketing" && property.marketingActive)
    throw new DomainError("conflict", "La campaña de marketing ya está pagada.");
  if (product === "final_fee" && !property.marketingActive)
    throw new DomainError("conflict", "Primero debes activar la campaña de marketing.");
  // A private owner pays the success fee only at step 6, after the notary step.
  if (product === "final_fee" && property.origin === "particular" && !property.notaryDone)
    throw new DomainError("conflict", "Primero debes completar la preparación de la notaría.");
  // The agency's final fee confirms its sale; a private sale may already be closed when its success
  // fee falls due (staff charged it after a review), so there only a paid fee ends the payment.
  if (product === "final_fee" && property.origin === "agency" && property.saleConfirmed)
    throw new DomainError("conflict", "La comisión final ya está pagada.");
  if (product === "final_fee" && property.origin === "particular") await requireSuccessFeeOwed(db, property);

  // The invoice this payment will issue must name its payer in full (RD 1619/2012 art. 6): an
  // agency's names the company it gave for the listing; anyone else's, their own domicile and DNI.
  if (!invoicesCompany(property.origin, property.agency)) await requireBillingDetails(db, user.id);

  const amount = feeFor(property.origin, product).total;
  const open = await findOpenPayment(db, user.id, propertyId, product);
  if (open && open.amount === amount && open.provider === provider.name) {
    const clientSecret = await provider.clientSecretOf(open.providerPaymentId);
    if (clientSecret)
      return { providerPaymentId: open.providerPaymentId, clientSecret, amount, provider: provider.name };
    // The provider closed it: this attempt is over; a new one starts below.
    await db
      .update(payments)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(eq(payments.id, open.id));
  } else if (open) {
    await db
      .update(payments)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(eq(payments.id, open.id));
  }

  const created = await provider
    .createPayment({
      amount,
      currency: "eur",
      metadata: { propertyId, productType: product, userId: user.id },
      idempotencyKey: randomUUID(),
    })
    .catch((error: unknown) => {
      throw unavailable(error);
    });
  const inserted = await db
    .insert(payments)
    .values({
      userId: user.id,
      propertyId,
      propertyTitle: property.title,
      productType: product,
      amount,
      provider: provider.name,
      providerPaymentId: created.id,
      status: "pending",
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (inserted.length === 0) {
    // A concurrent request opened one first: resume that one instead of charging twice.
    const winner = await findOpenPayment(db, user.id, propertyId, product);
    const clientSecret = winner && (await provider.clientSecretOf(winner.providerPaymentId));
    if (!winner || !clientSecret) throw unavailable();
    return { providerPaymentId: winner.providerPaymentId, clientSecret, amount, provider: provider.name };
  }
  return {
    providerPaymentId: created.id,
    clientSecret: created.clientSecret,
    amount,
    provider: provider.name,
  };
}

/**
 * The private owner's success fee is paid only while it is owed and unpaid (a second tab, or the
 * page left open after paying, finds it paid). A sale answered with a platform lead before debts
 * were recorded still pays from its answer.
 */
async function requireSuccessFeeOwed(
  db: Db,
  property: { id: string; saleConfirmed: boolean },
): Promise<void> {
  const fee = await findSuccessFee(db, property.id);
  if (fee?.paid) throw new DomainError("conflict", "La comisión de éxito ya está pagada.");
  if (fee) return;
  // No debt recorded: a closed sale owes nothing more; an open one pays if the buyer was a lead.
  if (property.saleConfirmed) throw new DomainError("conflict", "La comisión final ya está pagada.");
  await requireSuccessFeeDue(db, property.id);
}

async function findOpenPayment(db: Db, userId: string, propertyId: string, product: PaymentProduct) {
  const [open] = await db
    .select({
      id: payments.id,
      providerPaymentId: payments.providerPaymentId,
      amount: payments.amount,
      provider: payments.provider,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.propertyId, propertyId),
        eq(payments.productType, product),
        eq(payments.status, "pending"),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return open ?? null;
}

/** The user's own payment, by the provider's id: the ownership check before confirming or syncing. */
export async function findOwnPayment(db: Db, userId: string, providerPaymentId: string) {
  const [payment] = await db
    .select({
      id: payments.id,
      status: payments.status,
      productType: payments.productType,
      propertyId: payments.propertyId,
    })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.userId, userId)));
  return payment ?? null;
}
