import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import type { BuyerAccount } from "./sender-proof";

/** The signed-in buyer's account e-mail, whether they verified it and their language, from the database. */
export async function findBuyerAccount(db: Db, userId: string | null): Promise<BuyerAccount> {
  if (!userId) return null;
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * What a signed-in buyer's three forms on a listing start with: their name and e-mail,
 * and whether the address is verified (then it is read-only, taken from the account by the server,
 * and an offer needs no confirmation link). Only ever rendered into a page for that user alone: a
 * request with a session is never kept in the shared page cache (server/page-cache.ts).
 */
export async function findBuyerPrefill(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { name: row.name, email: row.email, isVerified: row.emailVerified === true } : null;
}
export type BuyerPrefill = NonNullable<Awaited<ReturnType<typeof findBuyerPrefill>>>;
