import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { leads } from "#app/db/schema/index";
import type { LeadKind } from "./kinds";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The lead behind a buyer's signed link (`/solicitud/<token>`), by kind, so the page hands it to
 * that kind's part (an offer, a viewing). Null when it is gone (retention, listing deleted).
 */
export async function findBuyerLead(db: Db, leadId: string): Promise<{ id: string; kind: LeadKind } | null> {
  if (!UUID.test(leadId)) return null;
  const [row] = await db
    .select({ id: leads.id, kind: leads.kind })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  return row ?? null;
}
