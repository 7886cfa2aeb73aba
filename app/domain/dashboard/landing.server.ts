import { count, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { favourites, properties } from "#app/db/schema/index";
import type { DashboardTab } from "#app/domain/kernel/dashboard-urls";
import { countOwnRequests } from "#app/domain/leads/requests/buyer-requests.server";
import type { Locale } from "#app/lib/i18n/locales";

/**
 * Where the bare `/dashboard` opens for an account without listings: on what it has —
 * the requests it sent, else the listings it saved — and on 'Mis Propiedades' (its empty state,
 * 'Vender como Particular') only when it has neither. An owner always opens on their listings.
 * An account in another language is a buyer's (sellers sell from the Spanish site): with nothing
 * yet it opens on its favourites, whose empty state in its language leads to the portal, rather
 * than on the Spanish seller's empty state.
 */
export async function buyerLandingTab(db: Db, userId: string, locale: Locale = "es"): Promise<DashboardTab> {
  const requests = await countOwnRequests(db, userId);
  if (requests.total > 0) return "solicitudes";
  const [saved] = await db.select({ total: count() }).from(favourites).where(eq(favourites.userId, userId));
  return (saved?.total ?? 0) > 0 || locale !== "es" ? "favoritos" : "propiedades";
}

/**
 * Whether the account has any listing, in any state: the tab bar then links 'Mis Propiedades' as
 * the bare /dashboard, which opens on them anyway.
 */
export async function hasOwnListings(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.userId, userId))
    .limit(1);
  return Boolean(row);
}
