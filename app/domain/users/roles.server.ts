import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { type UserRole, users } from "#app/db/schema/users";
import { DomainError } from "#app/domain/errors";
import { ROLE_MESSAGES } from "./role-messages";
import { USER_ROLES } from "./roles";
import type { SessionUser } from "./session.server";

/**
 * The only way a role changes (besides the demo seed): an admin, checked here on the server from
 * the actor's stored role, sets it for someone else. Admins cannot demote themselves by accident.
 */
export async function setUserRole({
  db,
  actor,
  userId,
  role,
}: {
  db: Db;
  actor: Pick<SessionUser, "id" | "role">;
  userId: string;
  role: UserRole;
}) {
  if (actor.role !== "admin") throw new DomainError("forbidden", ROLE_MESSAGES.forbidden);
  if (actor.id === userId) throw new DomainError("forbidden", ROLE_MESSAGES.ownRole);
  if (!USER_ROLES.includes(role)) throw new RangeError(`Unknown role: ${role}`);
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, role: users.role });
  return row ?? null;
}
