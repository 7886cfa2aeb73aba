import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { users, verifications } from "#app/db/schema/index";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import {
  consumeEmailVerificationToken,
  createEmailVerificationToken,
  inspectEmailVerificationToken,
} from "./email-verification.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

async function unverifiedUser() {
  const user = await createUser(database().db);
  await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
  return user;
}

async function isVerified(userId: string) {
  const [row] = await database()
    .db.select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row?.verified;
}

describe("e-mail verification links", () => {
  test("are stored only as a SHA-256 hash of the token", async () => {
    const user = await unverifiedUser();
    const token = await createEmailVerificationToken(database().db, user.id);
    const rows = await database().db.select().from(verifications);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.identifier).toBe(
      `email-verification:${createHash("sha256").update(token).digest("hex")}`,
    );
  });

  test("work once: the first use verifies, the second says it was already used", async () => {
    const user = await unverifiedUser();
    const token = await createEmailVerificationToken(database().db, user.id);
    expect(await inspectEmailVerificationToken(database().db, token)).toBe("valid");
    expect(await isVerified(user.id)).toBe(false);

    expect(await consumeEmailVerificationToken(database().db, token)).toBe("verified");
    expect(await isVerified(user.id)).toBe(true);
    expect(await consumeEmailVerificationToken(database().db, token)).toBe("used");
    expect(await inspectEmailVerificationToken(database().db, token)).toBe("used");
  });

  test("two clicks at the same moment verify once", async () => {
    const user = await unverifiedUser();
    const token = await createEmailVerificationToken(database().db, user.id);
    const outcomes = await Promise.all([
      consumeEmailVerificationToken(database().db, token),
      consumeEmailVerificationToken(database().db, token),
    ]);
    expect(outcomes.sort()).toEqual(["used", "verified"]);
  });

  test("expire after 24 hours without verifying anyone", async () => {
    const user = await unverifiedUser();
    const issued = new Date("2025-03-01T10:00:00Z");
    const token = await createEmailVerificationToken(database().db, user.id, issued);
    const later = new Date("2025-03-02T10:00:01Z");
    expect(await inspectEmailVerificationToken(database().db, token, later)).toBe("expired");
    expect(await consumeEmailVerificationToken(database().db, token, later)).toBe("expired");
    expect(await isVerified(user.id)).toBe(false);
    expect(await consumeEmailVerificationToken(database().db, token, new Date("2025-03-02T09:59:00Z"))).toBe(
      "verified",
    );
  });

  test("an unknown or tampered token verifies nobody", async () => {
    const user = await unverifiedUser();
    const token = await createEmailVerificationToken(database().db, user.id);
    expect(await consumeEmailVerificationToken(database().db, `${token}x`)).toBe("invalid");
    expect(await consumeEmailVerificationToken(database().db, "")).toBe("invalid");
    expect(await isVerified(user.id)).toBe(false);
  });
});
