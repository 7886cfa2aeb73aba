import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts } from "#app/db/schema/index";
import { dealBuyerLocale } from "#app/domain/leads/deals/buyer-locale.server";
import { activeDealFor } from "#app/domain/leads/deals/offer-deal.server";
import { accountLocale } from "#app/domain/users/account-locale.server";
import type { Locale } from "#app/lib/i18n/locales";

/**
 * The language the buyer reads their signing page in: the deal's buyer's (buyer-locale.server.ts),
 * as every e-mail of the deal; without a deal on the home any more, the signed-in account's own.
 */
export async function buyerSigningLocale(db: Db, contractId: string, userId: string): Promise<Locale> {
  const [contract] = await db
    .select({ propertyId: arrasContracts.propertyId })
    .from(arrasContracts)
    .where(eq(arrasContracts.id, contractId));
  const deal = contract ? await activeDealFor(db, contract.propertyId) : null;
  return deal ? dealBuyerLocale(db, deal) : accountLocale(db, userId);
}
