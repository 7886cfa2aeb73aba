import { randomUUID } from "node:crypto";
import type { Db } from "#app/db/client.server";
import { accounts, type UserRole, users } from "#app/db/schema/users";
import { hashPassword } from "#app/domain/users/password.server";

export const TEST_PASSWORD = "contraseña-de-prueba";
let passwordHash: Promise<string> | undefined;

export type TestUser = { id: string; email: string; name: string; role: UserRole };

/** A verified account that can sign in with TEST_PASSWORD. */
export async function createUser(
  db: Db,
  {
    role = "user",
    name = "Marta Gil Navarro",
    email,
  }: { role?: UserRole; name?: string; email?: string } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const address = email ?? `${role}-${id.slice(0, 8)}@example.es`;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  await db.insert(users).values({ id, name, email: address, emailVerified: true, role });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await passwordHash,
  });
  return { id, email: address, name, role };
}
