import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { queuedMail } from "#tests/support/queued-mail";
import { accountLocale } from "./account-locale.server";
import { queueVerificationEmail } from "./email-verification.server";

const database = withTestDatabase();
let mail: ReturnType<typeof queuedMail>;
beforeEach(async () => {
  await database().truncate();
  mail = queuedMail(database().db);
});
afterEach(() => mail.stop());

const brand = { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" };

async function accountIn(locale: "es" | "en" | "de", email: string) {
  const user = await createUser(database().db, { email });
  await database().db.update(users).set({ locale }).where(eq(users.id, user.id));
  return user;
}

describe("an account's own e-mails are written in the account's language", () => {
  test("the language is read from the account, by id or by address in any case; no account reads Spanish", async () => {
    const user = await accountIn("de", "klaus@example.de");
    expect(await accountLocale(database().db, { id: user.id })).toBe("de");
    expect(await accountLocale(database().db, { email: " Klaus@Example.DE " })).toBe("de");
    expect(await accountLocale(database().db, { email: "nobody@example.de" })).toBe("es");
  });

  test("the verification e-mail queued for an English account is in English; a Spanish one as before", async () => {
    const english = await accountIn("en", "jane@example.co.uk");
    const spanish = await accountIn("es", "ana@example.es");
    for (const user of [english, spanish])
      expect(await queueVerificationEmail({ db: database().db, mailer: mail.mailer, brand, user })).toBe(
        true,
      );
    const subjects = await queryRows<{ to: string; subject: string }>(
      database().db,
      sql`select data->>'to' as "to", data->>'subject' as subject from pgboss.job where data->>'template' = 'verification'`,
    );
    expect(subjects.find((row) => row.to === english.email)?.subject).toBe(
      "Confirm your email address for Zaguán",
    );
    expect(subjects.find((row) => row.to === spanish.email)?.subject).toBe(
      "Confirma tu correo electrónico en Zaguán",
    );
  });
});
