import { transactionExecutor } from "#app/db/client.server";
import type { MailMessage } from "#app/lib/mailer.server";
import type { AuthDeps } from "./auth-deps.server";

/**
 * Queues a notice that reports no change of its own (a lock, a sign-up with a known address): a
 * transaction that holds only the e-mail, so it is sent the one way every e-mail is (ADR 0046). A
 * notice that cannot be queued is logged, never shown: the person's request answers the same.
 */
export async function queueNotice(
  deps: Pick<AuthDeps, "db" | "mailer" | "logger">,
  message: MailMessage,
  what: string,
): Promise<void> {
  try {
    await deps.mailer.ready();
    await deps.db.transaction(async (tx) => {
      await deps.mailer.enqueueInTransaction(transactionExecutor(tx), message);
    });
    deps.mailer.wake();
  } catch (error) {
    deps.logger.error({ err: error }, `${what} not queued`);
  }
}
