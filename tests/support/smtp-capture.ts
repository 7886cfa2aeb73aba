import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type ParsedMail, parseMail } from "./mail-reader";

export type SmtpCapture = {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL / createMailer. */
  url: string;
  messages: Array<ParsedMail & { raw: string; envelopeTo: string[] }>;
  /** Resolves with the first message (already received or arriving) addressed to `to`. */
  waitFor(to: string, { timeoutMs }?: { timeoutMs?: number }): Promise<ParsedMail & { raw: string }>;
  /** Refuse the next `count` messages with a temporary error (451), to test retries. */
  failNext(count: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  /**
   * Take the next `count` messages and never answer them: the sender waits in the middle of a
   * delivery (for a crash test to kill it there). They are not kept.
   */
  holdNext(count: number): void;
  /** How many messages were held so far. */
  held(): number;
  close(): Promise<void>;
};

/** A real SMTP server on a free local port that keeps what it receives (no TLS, no auth). */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: SmtpCapture["messages"] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  let refusedCount = 0;
  let holds = 0;
  let heldCount = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A held message's connection is cut rather than waited for when the capture closes.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (holds > 0) {
          holds -= 1;
          heldCount += 1;
          return;
        }
        if (failures > 0) {
          failures -= 1;
          refusedCount += 1;
          const error = Object.assign(new Error("Inténtelo más tarde"), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          ...parseMail(raw),
          raw,
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  /**
   * One waiter per call, woken by each message that arrives and dropped once settled. (It used to
   * poll as well, and each arrival forked every pending poll: after a test cleared `messages`, the
   * forks of a settled wait multiplied for ten seconds and held the event loop for tens of seconds.)
   */
  function waitFor(to: string, { timeoutMs = 10_000 } = {}) {
    return new Promise<ParsedMail & { raw: string }>((resolve, reject) => {
      const settle = () => {
        waiters.delete(check);
        clearTimeout(timer);
      };
      const check = () => {
        const found = messages.find((message) => message.envelopeTo.includes(to));
        if (!found) return;
        settle();
        resolve(found);
      };
      const timer = setTimeout(() => {
        settle();
        reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    failNext(count) {
      failures = count;
    },
    refused: () => refusedCount,
    holdNext(count) {
      holds = count;
    },
    held: () => heldCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
