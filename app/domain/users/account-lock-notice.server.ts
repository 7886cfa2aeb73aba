import { eq } from "drizzle-orm";
import { users } from "#app/db/schema/index";
import { accountLockedEmail } from "#app/emails/account-locked.server";
import { localePathTo, ROUTES } from "#app/urls";
import type { AuthDeps } from "./auth-deps.server";
import { claimAccountLockNotice } from "./auth-rate-limits.server";
import { buyerEmailLocale } from "./email-locale";
import { queueNotice } from "./queue-notice.server";

/**
 * Tells an account's owner that wrong passwords have locked it: once per lock (not per attempt, so
 * the attacker cannot flood the owner's inbox through us), to the verified address only, with a way
 * in (the one-time link page) and the advice to change the password. The lookup runs off the request
 * path like the other account e-mails, so the answer to the locking request says nothing about
 * whether the address has an account; the e-mail itself goes through the durable queue. The lock is
 * a rate-limiter entry, no row: the notice's transaction holds only its job, the one way every
 * e-mail is queued (docs/decisions/0046-mail-in-the-transaction.md).
 */
export async function noticeAccountLocked(
  deps: Pick<AuthDeps, "db" | "mailer" | "rateLimiter" | "brand" | "logger">,
  { email, lockRemainingMs }: { email: string; lockRemainingMs: number },
): Promise<void> {
  if (!(await claimAccountLockNotice(deps.rateLimiter, { email, lockRemainingMs }))) return;
  const deferred = deps.mailer.defer("account-lock-notice", async () => {
    const [user] = await deps.db
      .select({ email: users.email, name: users.name, verified: users.emailVerified, locale: users.locale })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user?.verified) return;
    const { publicUrl } = deps.brand;
    // Written in the account's language, and its ways in open in it.
    const locale = buyerEmailLocale(user);
    const message = accountLockedEmail({
      to: user.email,
      name: user.name,
      lockedMinutes: Math.max(1, Math.ceil(lockRemainingMs / 60_000)),
      signInLinkUrl: `${publicUrl}${localePathTo(locale, ROUTES.signInLink, { email: user.email })}`,
      passwordResetUrl: `${publicUrl}${localePathTo(locale, ROUTES.requestPasswordReset)}`,
      brand: deps.brand,
      locale,
    });
    await queueNotice(deps, message, "account lock notice");
  });
  if (!deferred) deps.logger.error("account lock notice not started: too many deferred e-mail tasks");
}
