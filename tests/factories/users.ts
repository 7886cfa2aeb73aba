import { randomUUID } from "node:crypto";
import type { Db } from "#app/db/client.server";
import { accounts, type UserRole, users } from "#app/db/schema/users";
import { hashPassword } from "#app/domain/users/password.server";

export const TEST_PASSWORD = "contraseña-de-prueba";
let passwordHash: Promise<string> | undefined;

export type TestUser = { id: string; email: string; name: string; role: UserRole };

/** The billing data an owner gives before the first payment (ADR 0041), as 'Mis Datos' stores it. */
export const TEST_BILLING = {
  dni: "12345678Z",
  billingStreet: "Calle Mayor 1, 3.º B",
  billingPostalCode: "28013",
  billingCity: "Madrid",
  billingProvince: "Madrid",
} as const;
/** TEST_BILLING's domicile on one line, as the invoice prints it. */
export const TEST_BILLING_DOMICILE = "Calle Mayor 1, 3.º B, 28013 Madrid (Madrid)";

/**
 * A verified account that can sign in with TEST_PASSWORD; `billing` gives it the DNI and domicile
 * a payment needs (TEST_BILLING), as an owner who filled in 'Datos de facturación'.
 */
export async function createUser(
  db: Db,
  {
    role = "user",
    name = "Marta Gil Navarro",
    email,
    billing = false,
  }: { role?: UserRole; name?: string; email?: string; billing?: boolean } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const address = email ?? `${role}-${id.slice(0, 8)}@example.es`;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  await db
    .insert(users)
    .values({ id, name, email: address, emailVerified: true, role, ...(billing ? TEST_BILLING : {}) });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await passwordHash,
  });
  return { id, email: address, name, role };
}
