import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema/users";
import { DomainError } from "#app/domain/errors";
import { isBlankDni } from "#app/domain/users/dni";
import {
  BILLING_MESSAGES,
  type BillingDetailsInput,
  type BillingDomicile,
  billingDomicileOf,
  type ForeignId,
  foreignIdOf,
  isBillingComplete,
} from "./billing-details";
import { SPAIN } from "./countries";

export type BillingDetails = {
  domicile: BillingDomicile | null;
  /** The profile's DNI or NIE, null when missing ('N/A' from older data counts as missing). */
  dni: string | null;
  /** Abroad, the id the invoice names instead (ADR 0060). */
  foreignId: ForeignId | null;
  complete: boolean;
};

/** The acting user's billing data, for the form and for the payment's check. */
export async function findBillingDetails(db: Db, userId: string): Promise<BillingDetails | null> {
  const [row] = await db
    .select({
      country: users.billingCountry,
      street: users.billingStreet,
      postalCode: users.billingPostalCode,
      city: users.billingCity,
      province: users.billingProvince,
      foreignIdType: users.billingForeignIdType,
      foreignId: users.billingForeignId,
      dni: users.dni,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const details = {
    domicile: billingDomicileOf(row),
    dni: isBlankDni(row.dni) ? null : row.dni,
    foreignId: foreignIdOf(row),
  };
  return { ...details, complete: isBillingComplete(details) };
}

/**
 * What a page asking for the billing data needs: whether it is complete (the payment step shows the
 * form first while it is not), the domicile to prefill, and whether to ask for the DNI too. Not the
 * DNI itself: 'Datos personales' shows it.
 */
export async function findBillingForm(db: Db, userId: string) {
  const details = await findBillingDetails(db, userId);
  return {
    complete: details?.complete ?? false,
    domicile: details?.domicile ?? null,
    foreignId: details?.foreignId ?? null,
    needsDni: !details?.dni,
  };
}
export type BillingForm = Awaited<ReturnType<typeof findBillingForm>>;

/**
 * Saves the acting user's domicile, and the DNI when the form carried one (only offered while the
 * profile has none). Nothing else of the row is in the SET clause.
 */
export async function saveBillingDetails(db: Db, userId: string, input: BillingDetailsInput) {
  const abroad = input.country !== SPAIN;
  const [saved] = await db
    .update(users)
    .set({
      billingCountry: input.country,
      billingStreet: input.street,
      billingPostalCode: input.postalCode || null,
      billingCity: input.city,
      billingProvince: input.province || null,
      // The foreign id belongs to a domicile abroad; a Spanish one is named by the DNI or NIE.
      billingForeignIdType: abroad ? (input.foreignIdType ?? null) : null,
      billingForeignId: abroad ? input.foreignId : null,
      ...(input.dni && !abroad ? { dni: input.dni } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return saved !== undefined;
}

/**
 * The payment's own check (the page shows the form first, but the browser is not trusted): a
 * payment whose invoice would name this person is not started until the invoice can name them in full.
 */
export async function requireBillingDetails(db: Db, userId: string): Promise<void> {
  const details = await findBillingDetails(db, userId);
  if (!details?.complete) throw new DomainError("billing_details_required", BILLING_MESSAGES.required);
}
