import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { auditLog } from "#app/db/schema/audit";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { action as adminAction } from "#app/routes/admin/admin";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, postForm, type RouteResult } from "#tests/support/auth-context";
import { parseMail } from "#tests/support/mail-reader";

const database = withTestDatabase();
beforeEach(() => database().truncate());

/** The demo's admin, signed in, posting to /admin as the page's dialogs do. */
async function signedInAdmin() {
  const { db } = database();
  const admin = await createUser(db, { role: "admin", name: "Ana Administradora" });
  const test = createAuthTestContext(db);
  const cookie = await sessionCookie(test.context, admin);
  const post = async (fields: Record<string, string>) =>
    (await callRoute(adminAction, postForm("/admin", fields, cookie), test.context)) as RouteResult;
  return { admin, post, ...test };
}

const auditRows = () => database().db.select().from(auditLog);
const roleOf = async (id: string) =>
  (await database().db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const statusOf = async (id: string) =>
  (await database().db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]
    ?.status;

describe("changing a role", () => {
  test("sets the role and writes who, what and when to the audit log", async () => {
    const { admin, post } = await signedInAdmin();
    const marta = await createUser(database().db, { name: "Marta Gil" });
    const before = new Date();

    const result = await post({ intent: "change-role", userId: marta.id, role: "tester" });

    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      ok: true,
      title: "Rol actualizado",
      message: "Marta Gil ahora es Tester.",
    });
    expect(await roleOf(marta.id)).toBe("tester");
    const [entry] = await auditRows();
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "user.role_changed",
      targetType: "user",
      targetId: marta.id,
      details: { email: marta.email, from: "user", to: "tester" },
    });
    expect(entry?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  test("an admin cannot change their own role (no lock-out), and nothing is logged", async () => {
    const { admin, post } = await signedInAdmin();
    const result = await post({ intent: "change-role", userId: admin.id, role: "user" });
    expect(result.status).toBe(403);
    expect(result.data).toEqual({
      ok: false,
      message: "No puedes cambiar tu propio rol: otra persona administradora debe hacerlo.",
    });
    expect(await roleOf(admin.id)).toBe("admin");
    expect(await auditRows()).toHaveLength(0);
  });

  test("another admin can demote an admin; the demoted one loses the panel on their next request", async () => {
    const { post, context } = await signedInAdmin();
    const other = await createUser(database().db, { role: "admin", name: "Otro Admin" });
    const otherCookie = await sessionCookie(context, other);
    expect((await post({ intent: "change-role", userId: other.id, role: "user" })).status).toBe(200);
    const refused = await callRoute(
      adminAction,
      postForm("/admin", { intent: "change-role", userId: other.id, role: "admin" }, otherCookie),
      context,
    );
    expect(refused).toMatchObject({ status: 403 });
  });

  test("the same role again changes nothing and logs nothing; an unknown user or role is refused", async () => {
    const { post } = await signedInAdmin();
    const marta = await createUser(database().db, { name: "Marta Gil" });
    expect((await post({ intent: "change-role", userId: marta.id, role: "user" })).data).toMatchObject({
      ok: true,
    });
    expect(await auditRows()).toHaveLength(0);
    expect((await post({ intent: "change-role", userId: "no-such-user", role: "tester" })).status).toBe(404);
    expect((await post({ intent: "change-role", userId: marta.id, role: "superadmin" })).status).toBe(400);
    expect(await roleOf(marta.id)).toBe("user");
  });
});

describe("unpublishing and republishing a listing", () => {
  test("unpublish takes a published listing off the portal; republish puts it back; both are logged", async () => {
    const { post } = await signedInAdmin();
    const owner = await createUser(database().db);
    const listing = await createProperty(database().db, owner.id, { title: "Piso en Ruzafa" });

    const off = await post({ intent: "unpublish", propertyId: listing.id });
    expect(off.data).toMatchObject({ ok: true, title: "Anuncio retirado" });
    expect(await statusOf(listing.id)).toBe("unpublished");

    const on = await post({ intent: "republish", propertyId: listing.id });
    expect(on.data).toMatchObject({ ok: true, title: "Anuncio publicado de nuevo" });
    expect(await statusOf(listing.id)).toBe("published");

    const entries = await auditRows();
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "property.republished",
      "property.unpublished",
    ]);
    expect(entries[0]?.details).toMatchObject({ title: "Piso en Ruzafa" });
  });

  test("a sold listing is never touched, nor a draft; republish only works on an unpublished one", async () => {
    const { post } = await signedInAdmin();
    const owner = await createUser(database().db);
    const sold = await createProperty(database().db, owner.id, { status: "sold", saleConfirmed: true });
    const draft = await createProperty(database().db, owner.id, { status: "draft" });
    const published = await createProperty(database().db, owner.id);

    expect((await post({ intent: "unpublish", propertyId: sold.id })).status).toBe(409);
    expect((await post({ intent: "republish", propertyId: sold.id })).status).toBe(409);
    expect((await post({ intent: "unpublish", propertyId: draft.id })).status).toBe(409);
    expect((await post({ intent: "republish", propertyId: draft.id })).status).toBe(409);
    expect((await post({ intent: "republish", propertyId: published.id })).status).toBe(409);
    expect(await statusOf(sold.id)).toBe("sold");
    expect(await statusOf(draft.id)).toBe("draft");
    expect(await auditRows()).toHaveLength(0);
  });

  test("a listing that does not exist answers 404", async () => {
    const { post } = await signedInAdmin();
    const result = await post({ intent: "unpublish", propertyId: "0b7c2a58-3d5e-4f3a-9a51-2f7f0c1e9d11" });
    expect(result).toMatchObject({
      status: 404,
      data: { ok: false, message: "Esta propiedad ya no existe." },
    });
  });
});

describe("resending a verification e-mail", () => {
  test("an unverified account gets a new link in its inbox, and the resend is logged", async () => {
    const { post, mailer, outboxDir } = await signedInAdmin();
    const pending = await createUser(database().db, { name: "Lucía Romero", email: "lucia@ejemplo.es" });
    await database().db.update(users).set({ emailVerified: false }).where(eq(users.id, pending.id));

    const result = await post({ intent: "resend-verification", userId: pending.id });

    expect(result.data).toMatchObject({
      ok: true,
      message: "Hemos enviado un enlace nuevo a lucia@ejemplo.es.",
    });
    await mailer.idle();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const mail = parseMail(await readFile(path.join(outboxDir, files[0] as string), "utf8"));
    expect(mail.to).toContain("lucia@ejemplo.es");
    expect(mail.text).toContain("/verify-email?token=");
    const [entry] = await auditRows();
    expect(entry).toMatchObject({ action: "user.verification_resent", targetId: pending.id });
  });

  test("an account that is already verified gets nothing", async () => {
    const { post, mailer, outboxDir } = await signedInAdmin();
    const verified = await createUser(database().db);
    const result = await post({ intent: "resend-verification", userId: verified.id });
    expect(result).toMatchObject({
      status: 409,
      data: { message: "Este usuario ya ha verificado su correo." },
    });
    await mailer.idle();
    await expect(readdir(outboxDir)).rejects.toThrow();
  });
});
