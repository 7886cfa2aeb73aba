import type { Db } from "#app/db/client.server";
import { type LeadKind, leads } from "#app/db/schema/leads";

type NewLead = typeof leads.$inferInsert;

const FIRST_STATE: Record<LeadKind, string> = {
  enquiry: "received",
  viewing: "requested",
  offer: "submitted",
};

/** A buyer's enquiry, viewing request or offer on a listing, as the contact forms store it. */
export async function createLead(
  db: Db,
  propertyId: string,
  kind: LeadKind,
  overrides: Partial<NewLead> = {},
) {
  const [lead] = await db
    .insert(leads)
    .values({
      propertyId,
      kind,
      state: FIRST_STATE[kind],
      buyerName: "Andrés Molina Ruiz",
      buyerEmail: "andres.molina@example.es",
      message: "Me interesa la vivienda. ¿Podríamos hablar?",
      ...overrides,
    })
    .returning();
  if (!lead) throw new Error("lead not created");
  return lead;
}
