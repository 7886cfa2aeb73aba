import { randomBytes, randomUUID } from "node:crypto";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { twoFactors, users } from "#app/db/schema/index";
import type { Auth } from "#app/domain/users/auth.server";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from "./accounts";

/**
 * Gives the demo admin its authenticator app, with the README's fixed secret, stored as the
 * two-factor plugin stores one (encrypted with AUTH_SECRET; a `base32:` secret is decoded by the
 * plugin). Idempotent, and it also reaches a demo admin seeded before the second factor existed.
 */
export async function seedDemoSecondFactor(db: Db, auth: Auth) {
  const [admin] = await db
    .select({ id: users.id, enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (!admin) return false;
  const [existing] = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(eq(twoFactors.userId, admin.id));
  if (existing && admin.enabled) return false;
  const { secretConfig } = await auth.$context;
  // Recovery codes nobody is shown: the demo's way in is the printed secret.
  const codes = Array.from({ length: 10 }, () => randomBytes(5).toString("hex"));
  const row = {
    secret: await symmetricEncrypt({ key: secretConfig, data: `base32:${DEMO_ADMIN_TOTP_SECRET}` }),
    backupCodes: await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(codes) }),
    verified: true,
  };
  await db.transaction(async (tx) => {
    if (existing) await tx.update(twoFactors).set(row).where(eq(twoFactors.id, existing.id));
    else await tx.insert(twoFactors).values({ id: randomUUID(), userId: admin.id, ...row });
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id));
  });
  return true;
}
