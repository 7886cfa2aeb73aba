import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { properties } from "#app/db/schema/index";
import { activeDealFor } from "#app/domain/leads/deals/offer-deal.server";
import type { ArrasTerms } from "./arras";

/**
 * The terms a contract is written from: the seller's form, with what only the server knows put
 * over it (docs/decisions/0029-agreed-deal.md, 0050-arras-clauses.md). The agreed deal's price,
 * financing and the buyer's conditions, and the home's province, never what the request sent.
 * The caller has checked the property is the user's own.
 */
export async function contractTermsFor(
  db: Db,
  propertyId: string,
  proposed: ArrasTerms,
): Promise<ArrasTerms> {
  const deal = await activeDealFor(db, propertyId);
  const [property] = await db
    .select({ province: properties.province })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return {
    ...proposed,
    ...(deal ? { salePrice: deal.price } : {}),
    facts: {
      province: property?.province ?? null,
      deal: deal ? { financing: deal.financing, conditions: deal.conditions } : null,
    },
  };
}
