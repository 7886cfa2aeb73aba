import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import { isBlankDni } from "./dni";
import type { ProfileForm } from "./profile.schema";

export type Profile = { name: string; email: string; dni: string | null };

/** The signed-in user's own data for 'Mis Datos'; 'N/A' from older data reads as no DNI. */
export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email, dni: users.dni })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, dni: isBlankDni(row.dni) ? null : row.dni };
}

/**
 * Saves name and DNI of the acting user and nothing else: the e-mail, the role and the
 * verification state are not in the SET clause, whatever the form carried.
 */
export async function updateProfile({ db, userId, input }: { db: Db; userId: string; input: ProfileForm }) {
  const updated = await db
    .update(users)
    .set({ name: input.name, dni: input.dni, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ name: users.name, dni: users.dni });
  return updated[0] ?? null;
}
