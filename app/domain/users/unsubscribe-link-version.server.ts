import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema/index";

/**
 * Every unsubscribe link mailed to this user until now stops working; the next alert carries a new
 * one. Called where the user takes their account back — "cerrar sesión en todos los dispositivos"
 * and a new password — which is when someone expects every door the account left open to close,
 * links in old or forwarded e-mails included. (A change of e-mail address would be another such
 * moment; the product has none yet.)
 */
export async function revokeUnsubscribeLinks(db: Pick<Db, "update">, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ unsubscribeLinkVersion: sql`${users.unsubscribeLinkVersion} + 1` })
    .where(eq(users.id, userId));
}
