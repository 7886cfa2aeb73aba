import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import type { BuyerAccount } from "./sender-proof";

/** The signed-in buyer's account e-mail and whether they verified it, read from the database. */
export async function findBuyerAccount(db: Db, userId: string | null): Promise<BuyerAccount> {
  if (!userId) return null;
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
