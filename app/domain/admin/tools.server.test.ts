import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { auditLog } from "#app/db/schema/audit";
import { users } from "#app/db/schema/users";
import type { Mailer } from "#app/lib/mailer.server";
import { action as toolsAction, loader as toolsLoader } from "#app/routes/admin/tools";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, postForm, type RouteResult } from "#tests/support/auth-context";
import { parseMail } from "#tests/support/mail-reader";
import { startSmtpCapture } from "#tests/support/smtp-capture";

const database = withTestDatabase();
beforeEach(() => database().truncate());

async function signedInAdmin({ mailer, smtpUrl }: { mailer?: Mailer; smtpUrl?: string } = {}) {
  const { db } = database();
  const admin = await createUser(db, { role: "admin", name: "Ana Administradora" });
  const test = createAuthTestContext(db, { smtpUrl });
  const context: AppLoadContext = mailer ? { ...test.context, mailer } : test.context;
  const cookie = await sessionCookie(context, admin);
  const post = async (fields: Record<string, string>) =>
    (await callRoute(toolsAction, postForm("/admin/tools", fields, cookie), context)) as RouteResult;
  const load = async () =>
    (await callRoute(
      toolsLoader,
      new Request("http://localhost:3000/admin/tools", { headers: { cookie } }),
      context,
    )) as RouteResult;
  return { admin, post, load, ...test };
}

async function outboxMails(outboxDir: string) {
  const files = await readdir(outboxDir).catch(() => []);
  return Promise.all(
    files.map(async (file) => parseMail(await readFile(path.join(outboxDir, file), "utf8"))),
  );
}

describe("sending a test e-mail", () => {
  test("it lands in the outbox, the admin is told, and it is logged", async () => {
    const { admin, post, outboxDir } = await signedInAdmin();
    const result = await post({ intent: "send-test-email", to: "Buzon@Ejemplo.es" });

    expect(result.status).toBe(200);
    expect(result.data.feedback).toEqual({
      tone: "success",
      title: "Correo enviado",
      message: "Hemos enviado un correo de prueba a buzon@ejemplo.es.",
    });
    // Delivered before the answer (the action waits for its job): the admin learns whether it worked.
    const mails = await outboxMails(outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain("buzon@ejemplo.es");
    expect(mails[0]?.subject).toContain("Correo de prueba");
    const [entry] = await database().db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "email.test_sent",
      targetId: "buzon@ejemplo.es",
    });
  });

  test("an empty address is refused with the spec's message and nothing is sent", async () => {
    const { post, outboxDir } = await signedInAdmin();
    const result = await post({ intent: "send-test-email", to: "" });
    expect(result.status).toBe(400);
    expect(result.data.result).toMatchObject({
      error: { to: ["Por favor, introduce una dirección de correo."] },
    });
    expect(await outboxMails(outboxDir)).toEqual([]);
  });

  test("a mail server that refuses gives 'Error al enviar correo' and logs nothing to the audit", async () => {
    const failing: Mailer = {
      transport: "smtp",
      send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:2525")),
      enqueue: () => Promise.resolve(false),
      enqueueInTransaction: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:2525")),
      enqueueManyInTransaction: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:2525")),
      wake: () => {},
      ready: () => Promise.resolve(),
      defer: () => false,
      idle: () => Promise.resolve(),
    };
    const { post } = await signedInAdmin({ mailer: failing });
    const result = await post({ intent: "send-test-email", to: "buzon@ejemplo.es" });
    expect(result.status).toBe(502);
    expect(result.data.feedback).toMatchObject({ tone: "error", title: "Error al enviar correo" });
    expect(await database().db.select().from(auditLog)).toEqual([]);
  });
});

describe("creating a user", () => {
  const fields = {
    intent: "create-user",
    name: "Lucía Romero",
    email: "Lucia@Ejemplo.es",
    password: "una-clave-larga",
  };

  test("creates an unverified 'user' account that can sign in once verified, mails the link and logs it", async () => {
    const { admin, post, context, mailer, outboxDir } = await signedInAdmin();
    const result = await post(fields);

    expect(result.status).toBe(200);
    expect(result.data.feedback).toMatchObject({ tone: "success", title: "Usuario creado" });
    const [created] = await database().db.select().from(users).where(eq(users.email, "lucia@ejemplo.es"));
    expect(created).toMatchObject({ name: "Lucía Romero", role: "user", emailVerified: false });

    await mailer.idle();
    const mails = await outboxMails(outboxDir);
    expect(mails.map((mail) => mail.to)).toEqual([expect.stringContaining("lucia@ejemplo.es")]);
    expect(mails[0]?.text).toContain("/verify-email?token=");

    const [entry] = await database().db.select().from(auditLog);
    expect(entry).toMatchObject({ actorId: admin.id, action: "user.created", targetId: created?.id });

    // The password works (hashed like a sign-up) once the address is confirmed.
    await database().db.update(users).set({ emailVerified: true }).where(eq(users.email, "lucia@ejemplo.es"));
    const signIn = await context.auth.api.signInEmail({
      body: { email: "lucia@ejemplo.es", password: "una-clave-larga" },
      asResponse: true,
    });
    expect(signIn.status).toBe(200);
  });

  test("the chosen role is kept", async () => {
    const { post } = await signedInAdmin();
    await post({ ...fields, role: "tester" });
    const [created] = await database()
      .db.select({ role: users.role })
      .from(users)
      .where(eq(users.email, "lucia@ejemplo.es"));
    expect(created?.role).toBe("tester");
  });

  test("an address already registered shows the service's error in Spanish and keeps what was typed", async () => {
    const { post } = await signedInAdmin();
    await createUser(database().db, { email: "lucia@ejemplo.es" });
    const result = await post(fields);
    expect(result.status).toBe(400);
    expect(result.data.feedback).toMatchObject({
      tone: "error",
      message: "Este correo electrónico ya está registrado.",
    });
    expect(result.data.result).toMatchObject({
      error: { "": ["Este correo electrónico ya está registrado."] },
      initialValue: { name: "Lucía Romero", email: "Lucia@Ejemplo.es" },
    });
    // The password is never sent back into the page.
    expect(JSON.stringify(result.data.result)).not.toContain("una-clave-larga");
    expect(await database().db.select().from(auditLog)).toEqual([]);
  });

  test("a short password or a missing name come back on their fields", async () => {
    const { post } = await signedInAdmin();
    const result = await post({ ...fields, name: "", password: "corta" });
    expect(result.status).toBe(400);
    expect(result.data.result).toMatchObject({
      error: {
        name: ["Introduce el nombre."],
        password: ["La contraseña debe tener al menos 6 caracteres."],
      },
    });
    expect(await database().db.select().from(users).where(eq(users.email, "lucia@ejemplo.es"))).toEqual([]);
  });
});

describe("failed jobs", () => {
  test("an e-mail the mail server refused is listed with its cause, and 'Reintentar' delivers it", async () => {
    const smtp = await startSmtpCapture();
    try {
      const { admin, post, load, mailer } = await signedInAdmin({ smtpUrl: smtp.url });
      smtp.failNext(1);
      const refused = await post({ intent: "send-test-email", to: "buzon@ejemplo.es" });
      expect(refused.data.feedback).toMatchObject({ tone: "error", title: "Error al enviar correo" });

      const listed = (await load()).data.failedJobs as Array<Record<string, unknown>>;
      const failed = listed.find((job) => job.summary === "el correo «test» a buzon@ejemplo.es");
      expect(failed).toMatchObject({ attempts: 1, error: expect.stringContaining("451") });

      const retry = () =>
        post({ intent: "retry-job", jobName: String(failed?.name), jobId: String(failed?.id) });
      const retried = await retry();
      expect(retried.status).toBe(200);
      expect(retried.data.feedback).toMatchObject({ tone: "success", title: "Trabajo reintentado" });
      await mailer.idle();
      expect((await smtp.waitFor("buzon@ejemplo.es")).subject).toContain("Correo de prueba");
      expect((await load()).data.failedJobs).toEqual([]);
      const entries = await database().db.select().from(auditLog).where(eq(auditLog.action, "job.retried"));
      expect(entries).toEqual([expect.objectContaining({ actorId: admin.id, targetId: failed?.id })]);

      const again = await retry();
      expect(again.status).toBe(404);
      expect(again.data.feedback).toMatchObject({ tone: "error", title: "No se pudo reintentar" });
    } finally {
      await smtp.close();
    }
  });
});
