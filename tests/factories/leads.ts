import type { Db } from "#app/db/client.server";
import { leads } from "#app/db/schema/leads";

type NewLead = typeof leads.$inferInsert;

/** A buyer's enquiry on a listing; override any field. */
export async function createLead(db: Db, propertyId: string, overrides: Partial<NewLead> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({
      propertyId,
      kind: "enquiry",
      state: "new",
      buyerName: "Marta Gil Navarro",
      buyerEmail: "marta.gil@example.com",
      message: "Hola, me interesa el piso. ¿Se puede ver esta semana?",
      ...overrides,
    })
    .returning();
  if (!lead) throw new Error("lead not created");
  return lead;
}
