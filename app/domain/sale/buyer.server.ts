import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads } from "#app/db/schema/leads";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { type BuyerSource, saleBuyers } from "#app/db/schema/sale-buyers";
import { DomainError } from "#app/domain/errors";
import type { SessionUser } from "#app/domain/users/session.server";
import { canCompleteParticularStep, saleProgress } from "./step-access";
import { particularStep } from "./steps";
import { type BuyerAnswer, type BuyerLead, isSuccessFeeDue } from "./success-fee";

type Executor = Pick<Db, "select">;
type Actor = Pick<SessionUser, "id">;

const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");

/** Every lead of the listing, newest first, discarded ones too (a seller may set one aside and still sell to them). */
async function leadsOf(db: Executor, propertyId: string): Promise<BuyerLead[]> {
  const rows = await db
    .select({
      id: leads.id,
      buyerName: leads.buyerName,
      kind: leads.kind,
      createdAt: leads.createdAt,
      discardedAt: leads.discardedAt,
    })
    .from(leads)
    .where(eq(leads.propertyId, propertyId))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(({ createdAt, discardedAt, ...lead }) => ({
    ...lead,
    createdAt: createdAt.toISOString(),
    discarded: discardedAt !== null,
  }));
}

/** The seller's recorded answer, with its lead while the lead still exists. */
export async function findBuyerAnswer(db: Executor, propertyId: string): Promise<BuyerAnswer | null> {
  const [row] = await db
    .select({ source: saleBuyers.source, soldToLeadId: saleBuyers.soldToLeadId })
    .from(saleBuyers)
    .where(eq(saleBuyers.propertyId, propertyId));
  if (!row) return null;
  if (!row.soldToLeadId) return { source: row.source, lead: null };
  const lead = (await leadsOf(db, propertyId)).find((candidate) => candidate.id === row.soldToLeadId);
  return { source: row.source, lead: lead ?? null };
}

/** What step 6 asks with: the listing's leads and the answer given so far. Call for the owner's own property only. */
export async function loadBuyerQuestion(db: Executor, propertyId: string) {
  const [choices, answer] = await Promise.all([leadsOf(db, propertyId), findBuyerAnswer(db, propertyId)]);
  return { leads: choices, answer };
}
export type BuyerQuestion = Awaited<ReturnType<typeof loadBuyerQuestion>>;

export type BuyerChoice = { source: "outside" } | { source: "lead"; leadId: string };

/**
 * Step 6, before any payment: the seller says who bought. The lead must be one of this listing's
 * own (checked here, never trusted from the form). A buyer from outside owes no success fee, so the
 * sale closes at once — confirmed and sold, no payment, any card payment left open for the fee
 * cancelled in our records. A lead leaves the sale open until the fee is paid (or a tester skips it).
 * The answer may be changed until the sale is confirmed, then it stays with the sale.
 */
export async function declareBuyer(
  db: Db,
  { user, propertyId, choice }: { user: Actor; propertyId: string; choice: BuyerChoice },
): Promise<{ feeDue: boolean; step: number }> {
  return db.transaction(async (tx) => {
    const own = and(
      eq(properties.id, propertyId),
      eq(properties.userId, user.id),
      eq(properties.propertyOrigin, "particular"),
    );
    const [row] = await tx
      .select({
        title: properties.title,
        status: properties.status,
        saleConfirmed: properties.saleConfirmed,
        notaryDone: properties.notaryDone,
        arrasSigned: properties.arrasSigned,
        visitsManaged: properties.visitsManaged,
        marketingActive: properties.marketingActive,
      })
      .from(properties)
      .where(own)
      .for("update");
    if (!row) throw notFound();
    if (row.saleConfirmed)
      throw new DomainError("sale_closed", "La venta ya está completada: el comprador quedó registrado.");
    const flags = saleProgress(row);
    if (!canCompleteParticularStep(6, flags))
      throw new DomainError(
        "step_locked",
        "Todavía no puedes completar el paso 6: completa antes los anteriores.",
      );

    let soldToLeadId: string | null = null;
    if (choice.source === "lead") {
      const [lead] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.id, choice.leadId), eq(leads.propertyId, propertyId)));
      if (!lead)
        throw new DomainError("unknown_lead", "Ese contacto no es de este anuncio. Elige uno de la lista.");
      soldToLeadId = lead.id;
    }
    const source: BuyerSource = choice.source;
    await tx
      .insert(saleBuyers)
      .values({ propertyId, source, soldToLeadId })
      .onConflictDoUpdate({
        target: saleBuyers.propertyId,
        set: { source, soldToLeadId, declaredAt: new Date() },
      });

    const feeDue = isSuccessFeeDue(source);
    if (feeDue) return { feeDue, step: particularStep(flags) };
    await tx
      .update(properties)
      .set({ saleConfirmed: true, status: "sold", updatedAt: new Date() })
      .where(own);
    await tx
      .update(payments)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(
        and(
          eq(payments.propertyId, propertyId),
          eq(payments.productType, "final_fee"),
          eq(payments.status, "pending"),
        ),
      );
    return { feeDue, step: particularStep({ ...flags, saleConfirmed: true }) };
  });
}

/**
 * Before the success fee is charged (card or a tester's free finish): the seller must have named a
 * lead as the buyer. Without an answer, or with an outside buyer, there is nothing to charge.
 */
export async function requireSuccessFeeDue(db: Executor, propertyId: string): Promise<void> {
  const [row] = await db
    .select({ source: saleBuyers.source })
    .from(saleBuyers)
    .where(eq(saleBuyers.propertyId, propertyId));
  if (!row) throw new DomainError("buyer_unknown", "Indica primero quién ha comprado tu vivienda.");
  if (!isSuccessFeeDue(row.source))
    throw new DomainError(
      "no_fee_due",
      "No hay comisión de éxito que pagar: el comprador no llegó a través de la plataforma.",
    );
}
