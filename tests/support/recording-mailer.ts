import type { Mailer, MailMessage } from "#app/lib/mailer.server";

/**
 * A mailer that keeps what a change queued, for tests that read the e-mails themselves. It stands
 * in only for the queue's transport: the code under test still calls enqueueInTransaction with its
 * transaction (docs/decisions/0046-mail-in-the-transaction.md), which the house rule checks apart.
 */
export function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer = {
    ready: async () => {},
    wake: () => {},
    async enqueueInTransaction(_executeSql: unknown, message: MailMessage) {
      sent.push(message);
    },
    async enqueueManyInTransaction(_executeSql: unknown, messages: MailMessage[]) {
      sent.push(...messages);
    },
  } as unknown as Mailer;
  return { mailer, sent };
}
