import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { users } from "#app/db/schema/index";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { tablesFingerprint } from "#tests/support/hostile-input";

const database = withTestDatabase();

// The hostile and authorization tests trust this fingerprint to see any change a refusal made.
test("the fingerprint of several tables changes with a row added or edited in any one of them, and only then", async () => {
  const { db } = database();
  const tables = ["users", "accounts", "properties"] as const;
  const empty = await tablesFingerprint(db, tables);
  expect(await tablesFingerprint(db, tables)).toBe(empty);

  const user = await createUser(db, { name: "Ana Huella Gómez" });
  const withUser = await tablesFingerprint(db, tables);
  expect(withUser).not.toBe(empty);
  expect(withUser.split(" ").map((part) => part.split(":").slice(0, 2).join(":"))).toEqual([
    "users:1",
    "accounts:1",
    "properties:0",
  ]);

  await db.update(users).set({ name: "Ana Huella Gómez" }).where(eq(users.id, user.id));
  expect(await tablesFingerprint(db, tables)).toBe(withUser);
  await db.update(users).set({ name: "Ana Huella Pérez" }).where(eq(users.id, user.id));
  expect(await tablesFingerprint(db, tables)).not.toBe(withUser);
});
