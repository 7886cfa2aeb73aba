import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

/** A rendered e-mail: always both an HTML and a plain-text body. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where the recipient's 'Reply' goes (a buyer's message to a seller: the buyer). */
  replyTo?: string;
  /** Short name of the template, for file names and logs (never the address or the content). */
  template: string;
};

export type MailReceipt = { messageId: string; file?: string };

type MailLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type Mailer = {
  readonly transport: "smtp" | "outbox";
  /** Delivers now; rejects if it cannot (the admin's test e-mail wants to know). */
  send(message: MailMessage): Promise<MailReceipt>;
  /**
   * Delivers later, off the request path, retrying; failures are logged, never thrown.
   * False when the queue is full (the caller tells the user to try again later).
   */
  enqueue(message: MailMessage): boolean;
  /**
   * Runs `task` off the request path (e.g. look up an account and mail it), so how long the
   * response takes says nothing about what the task found. Failures are logged.
   */
  defer(label: string, task: () => Promise<unknown>): boolean;
  /** Resolves once nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
};

export type MailerOptions = {
  /** `smtp(s)://user:pass@host:port`; unset: messages go to `outboxDir` as .eml files. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: MailLogger;
  /** Waits between delivery attempts; one attempt more than there are delays. */
  retryDelaysMs?: number[];
  /** Tasks waiting at most; beyond it `enqueue` and `defer` refuse. */
  maxQueued?: number;
  concurrency?: number;
};

export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  logger,
  retryDelaysMs = [2_000, 10_000],
  maxQueued = 1_000,
  concurrency = 4,
}: MailerOptions): Mailer {
  const transport = smtpUrl ? "smtp" : "outbox";
  const transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  async function send(message: MailMessage): Promise<MailReceipt> {
    const info = await transporter.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    if (transport === "smtp") {
      logger.info({ template: message.template, messageId: info.messageId }, "e-mail sent");
      return { messageId: info.messageId };
    }
    // Local default (decisions.md): the .eml lands in the outbox, so someone running the product
    // without SMTP can still verify an account or reset a password by opening it. Its links are
    // not logged: they carry tokens, and logs travel further than the data folder.
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(outboxDir, `${stamp}-${message.template}-${randomBytes(3).toString("hex")}.eml`);
    await writeFile(file, info.message as Buffer);
    logger.info({ template: message.template, to: message.to, file }, "e-mail written to the outbox");
    return { messageId: info.messageId, file };
  }

  // A small in-process queue: enough for one machine; a shared queue replaces it at scale.
  const waiting: Array<() => Promise<void>> = [];
  let running = 0;
  let idleWaiters: Array<() => void> = [];

  function pump() {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift() as () => Promise<void>;
      running += 1;
      void job().finally(() => {
        running -= 1;
        pump();
      });
    }
    if (running === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function schedule(job: () => Promise<void>): boolean {
    if (waiting.length >= maxQueued) return false;
    waiting.push(job);
    setImmediate(pump);
    return true;
  }

  async function deliverWithRetries(message: MailMessage) {
    for (let attempt = 0; ; attempt++) {
      try {
        await send(message);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          logger.error(
            { err: error, template: message.template, attempts: attempt + 1 },
            "e-mail not delivered",
          );
          return;
        }
        logger.warn(
          { err: error, template: message.template, attempt: attempt + 1 },
          "e-mail delivery failed, retrying",
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return {
    transport,
    send,
    enqueue(message) {
      const accepted = schedule(() => deliverWithRetries(message));
      if (!accepted) logger.error({ template: message.template }, "mail queue full: e-mail refused");
      return accepted;
    },
    defer(label, task) {
      const accepted = schedule(async () => {
        try {
          await task();
        } catch (error) {
          logger.error({ err: error, task: label }, "background e-mail task failed");
        }
      });
      if (!accepted) logger.error({ task: label }, "mail queue full: task refused");
      return accepted;
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
