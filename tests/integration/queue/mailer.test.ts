import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { sqlExecutor } from "#app/db/client.server";
import { passwordResetEmail } from "#app/emails/password-reset.server";
import { saleCompletedEmail } from "#app/emails/sale-completed.server";
import { testEmail } from "#app/emails/test-email.server";
import { verificationEmail } from "#app/emails/verification.server";
import { createJobQueue } from "#app/lib/jobs.server";
import { createMailTransport } from "#app/lib/mail-transport.server";
import { createMailer, type MailerOptions } from "#app/lib/mailer.server";
import { withTestDatabase } from "#tests/setup/db";
import { findLink, parseMail } from "#tests/support/mail-reader";
import { type SmtpCapture, startSmtpCapture } from "#tests/support/smtp-capture";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" };
const FROM = "Zaguán <no-responder@zaguan.es>";

function quietLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

const database = withTestDatabase();
let jobCount = 0;

/** A mailer on this file's database, its e-mails under a job name of its own; retries at once. */
function mailerOn(options: Omit<MailerOptions, "jobs">) {
  const jobs = createJobQueue({
    executeSql: sqlExecutor(database().db),
    logger: options.logger,
    maintenance: false,
  });
  jobCount += 1;
  return createMailer({ retryDelaySeconds: 0, ...options, jobs, jobName: `email-test-${jobCount}` });
}

let smtp: SmtpCapture;
let outboxDir: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});
afterEach(() => {
  if (outboxDir) rmSync(outboxDir, { recursive: true, force: true });
});

describe("mailer over SMTP (a real server started by the test)", () => {
  test("delivers the verification e-mail with both bodies, the brand and a PUBLIC_URL link", async () => {
    const mailer = mailerOn({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: "/nonexistent",
      logger: quietLogger(),
    });
    const url = `${brand.publicUrl}/verify-email?token=abc123&email=ana%40example.es`;
    await mailer.send(verificationEmail({ to: "ana@example.es", url, validHours: 24, brand }));

    const mail = await smtp.waitFor("ana@example.es");
    expect(mail.subject).toBe("Confirma tu correo electrónico en Zaguán");
    expect(mail.from).toContain("no-responder@zaguan.es");
    expect(mail.text.startsWith("Hola:\n")).toBe(true);
    expect(findLink(mail, `${brand.publicUrl}/verify-email`)).toBe(url);
    expect(mail.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    expect(mail.html).toContain("Confirmar mi correo");
    expect(mail.html).toContain("Zaguán");
  });

  test("queued e-mails are sent off the request path, retried after a temporary refusal", async () => {
    const logger = quietLogger();
    const mailer = mailerOn({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: "/nonexistent",
      logger,
    });
    smtp.failNext(1);
    const accepted = await mailer.enqueue(
      passwordResetEmail({
        to: "retry@example.es",
        name: "Luis",
        url: `${brand.publicUrl}/reset-password?token=t0k3n`,
        validMinutes: 60,
        brand,
      }),
    );
    expect(accepted).toBe(true);
    await mailer.idle();
    const mail = await smtp.waitFor("retry@example.es");
    expect(mail.subject).toBe("Restablece tu contraseña de Zaguán");
    expect(findLink(mail, `${brand.publicUrl}/reset-password?token=`)).toBe(
      `${brand.publicUrl}/reset-password?token=t0k3n`,
    );
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
    // Sent under the job's Message-ID, so a repeat after a crash is recognisably the same message.
    expect(mail.raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@zaguan\.es>/im);
  });

  test("a message that keeps failing ends as a failed job after its retries, never thrown", async () => {
    const logger = quietLogger();
    const jobs = createJobQueue({ executeSql: sqlExecutor(database().db), logger, maintenance: false });
    const mailer = createMailer({
      ...{ smtpUrl: smtp.url, from: FROM, outboxDir: "/nonexistent", logger },
      ...{ jobs, jobName: "email-fails", retryLimit: 1, retryDelaySeconds: 1 },
    });
    smtp.failNext(2);
    expect(await mailer.enqueue(testEmail({ to: "nunca@example.es", brand }))).toBe(true);
    await vi.waitFor(
      async () => {
        const failed = (await jobs.listFailed()).filter((job) => job.name === "email-fails");
        expect(failed).toEqual([
          expect.objectContaining({
            attempts: 2,
            payload: expect.objectContaining({ to: "nunca@example.es" }),
          }),
        ]);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(smtp.messages.some((message) => message.envelopeTo.includes("nunca@example.es"))).toBe(false);
  });

  test("send() rejects when the server is unreachable (the admin's test e-mail reports it)", async () => {
    const mailer = mailerOn({
      smtpUrl: "smtp://127.0.0.1:1",
      from: FROM,
      outboxDir: "/nonexistent",
      logger: quietLogger(),
    });
    await expect(mailer.send(testEmail({ to: "x@example.es", brand }))).rejects.toThrow();
  });

  test("the sale-completed e-mail names the person and the property", async () => {
    const mailer = mailerOn({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: "/nonexistent",
      logger: quietLogger(),
    });
    await mailer.send(
      saleCompletedEmail({
        to: "venta@example.es",
        name: "Carmen",
        propertyTitle: "Piso luminoso en Triana",
        brand,
      }),
    );
    const mail = await smtp.waitFor("venta@example.es");
    expect(mail.subject).toBe("¡Enhorabuena! Has completado la venta de «Piso luminoso en Triana»");
    expect(mail.text).toContain("¡Enhorabuena, Carmen!");
    expect(findLink(mail, `${brand.publicUrl}/dashboard`)).toBe(`${brand.publicUrl}/dashboard`);
  });
});

describe("mailer without SMTP_URL (the outbox)", () => {
  test("writes each message as an .eml file and logs where, never its links or their tokens", async () => {
    outboxDir = mkdtempSync(path.join(tmpdir(), "zaguan-outbox-"));
    const logger = quietLogger();
    const mailer = mailerOn({ from: FROM, outboxDir: path.join(outboxDir, "outbox"), logger });
    expect(mailer.transport).toBe("outbox");
    const url = `${brand.publicUrl}/verify-email?token=zzz&email=b%40example.es`;
    const receipt = await mailer.send(verificationEmail({ to: "b@example.es", url, validHours: 24, brand }));

    const files = readdirSync(path.join(outboxDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-verification-[0-9a-f-]{36}\.eml$/);
    expect(receipt.file).toBe(path.join(outboxDir, "outbox", files[0] as string));
    const mail = parseMail(readFileSync(receipt.file as string, "utf8"));
    expect(mail.to).toBe("b@example.es");
    expect(findLink(mail, `${brand.publicUrl}/verify-email`)).toBe(url);
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ file: receipt.file }),
      "e-mail written to the outbox",
    );
    const logged = JSON.stringify(vi.mocked(logger.info).mock.calls);
    expect(logged).not.toContain("token=zzz");
    expect(logged).not.toContain("/verify-email");
  });

  test("a delivery repeated after a crash (same job) leaves one file with one Message-ID", async () => {
    outboxDir = mkdtempSync(path.join(tmpdir(), "zaguan-outbox-"));
    const transport = createMailTransport({ from: FROM, outboxDir, logger: quietLogger() });
    const job = { id: "0b4f3c1e-2a6d-4e8f-9b1a-3c5d7e9f1a2b", createdOn: new Date("2026-11-25T10:00:00Z") };
    const first = await transport.deliver(testEmail({ to: "d@example.es", brand }), job);
    const again = await transport.deliver(testEmail({ to: "d@example.es", brand }), job);
    expect(readdirSync(outboxDir)).toEqual([`2026-11-25T10-00-00-000Z-test-${job.id}.eml`]);
    expect(again).toEqual(first);
    expect(readFileSync(first.file as string, "utf8")).toMatch(
      new RegExp(`^Message-ID: <${job.id}@zaguan\\.es>`, "im"),
    );
  });

  test("a reply-to and a text/calendar attachment reach the .eml", async () => {
    outboxDir = mkdtempSync(path.join(tmpdir(), "zaguan-outbox-"));
    const mailer = mailerOn({ from: FROM, outboxDir, logger: quietLogger() });
    const invitation = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    await mailer.enqueue({
      ...testEmail({ to: "v@example.es", brand }),
      replyTo: "comprador@example.es",
      attachments: [{ filename: "visita.ics", contentType: "text/calendar", content: invitation }],
    });
    await mailer.idle();
    const [file] = readdirSync(outboxDir);
    const raw = readFileSync(path.join(outboxDir, file as string), "utf8");
    expect(raw).toMatch(/^Reply-To: comprador@example\.es$/m);
    expect(raw).toContain("filename=visita.ics");
    expect(raw).toMatch(/Content-Type: text\/calendar/);
  });

  test("defer runs the task later and logs its failure", async () => {
    outboxDir = mkdtempSync(path.join(tmpdir(), "zaguan-outbox-"));
    const logger = quietLogger();
    const mailer = mailerOn({ from: FROM, outboxDir, logger });
    let ran = false;
    mailer.defer("ok", async () => {
      ran = true;
    });
    mailer.defer("broken", async () => {
      throw new Error("boom");
    });
    expect(ran).toBe(false);
    await mailer.idle();
    expect(ran).toBe(true);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ task: "broken" }),
      "background e-mail task failed",
    );
  });
});
