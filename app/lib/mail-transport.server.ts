import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

/** A file sent with the message; `content` is text (a text/calendar invitation) unless base64. */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
};

/** A rendered e-mail: always both an HTML and a plain-text body. JSON-serialisable (it is a job payload). */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Short name of the template, for file names and logs (never the address or the content). */
  template: string;
  /** Where the recipient's "Responder" goes (a buyer writing to a seller). */
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * Extra headers, for the alerts' `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058): the
   * mail client shows its own 'Cancelar suscripción' that works in one click.
   */
  headers?: Record<string, string>;
};

export type MailReceipt = { messageId: string; file?: string };

export type MailLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** Which delivery this is: the job's id makes a second attempt after a crash recognisable. */
export type DeliveryIdentity = { id: string; createdOn: Date };

export type MailTransport = {
  readonly kind: "smtp" | "outbox";
  deliver(message: MailMessage, identity: DeliveryIdentity): Promise<MailReceipt>;
};

export type MailTransportOptions = {
  /** `smtp(s)://user:pass@host:port`; unset: messages go to `outboxDir` as .eml files. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: MailLogger;
};

/**
 * How long one delivery may wait on the mail server (nodemailer's defaults: 2 min to connect, 10 min
 * of silence). Kept inside the e-mail job's expiry (MAIL_JOB_EXPIRE_SECONDS), so a live attempt
 * gives up — and is retried with backoff — before it could be taken for a crashed one and sent
 * twice. Settings in SMTP_URL's query string still win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

export function createMailTransport({
  smtpUrl,
  from,
  outboxDir,
  logger,
}: MailTransportOptions): MailTransport {
  const kind = smtpUrl ? "smtp" : "outbox";
  const transporter = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";

  async function deliver(message: MailMessage, { id, createdOn }: DeliveryIdentity): Promise<MailReceipt> {
    // One Message-ID per job: a delivery repeated after a crash (sent, but not yet marked done) is
    // the same message to the receiving server and mail clients, which drop the duplicate.
    const messageId = `<${id}@${domain}>`;
    const info = await transporter.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.attachments
        ? {
            attachments: message.attachments.map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content,
              ...(attachment.encoding ? { encoding: attachment.encoding } : {}),
            })),
          }
        : {}),
    });
    if (kind === "smtp") {
      logger.info({ template: message.template, messageId }, "e-mail sent");
      return { messageId };
    }
    // Local default (decisions.md): the .eml lands in the outbox, so someone running the product
    // without SMTP can still verify an account or reset a password by opening it. Its links are
    // not logged: they carry tokens, and logs travel further than the data folder. Named by the
    // job, written only if absent: a repeated delivery leaves one file.
    await mkdir(outboxDir, { recursive: true });
    const stamp = createdOn.toISOString().replace(/[:.]/g, "-");
    const file = path.join(outboxDir, `${stamp}-${message.template}-${id}.eml`);
    try {
      await writeFile(file, info.message as Buffer, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      logger.info({ template: message.template, file }, "e-mail already in the outbox");
      return { messageId, file };
    }
    logger.info({ template: message.template, to: message.to, file }, "e-mail written to the outbox");
    return { messageId, file };
  }

  return { kind, deliver };
}
