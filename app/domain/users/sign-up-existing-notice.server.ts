import { signUpExistingEmail } from "#app/emails/sign-up-existing.server";
import { localePathTo, ROUTES } from "#app/urls";
import { accountLocale } from "./account-locale.server";
import type { AuthDeps } from "./auth-deps.server";
import { limitEmailRequest } from "./auth-rate-limits.server";
import { queueNotice } from "./queue-notice.server";

/**
 * A sign-up for an address that already has an account: its owner is told by e-mail (our words
 * only, with the ways in), within the same budget as the other e-mails anyone can ask us to send to
 * an address (limitEmailRequest). Over it, nothing is sent and nothing is said: the sign-up's answer
 * must stay the one a new address gets. Nothing is written, so the notice's transaction holds only
 * its job: the one way every e-mail is queued (docs/decisions/0046-mail-in-the-transaction.md).
 */
export async function noticeSignUpForExistingAccount(
  deps: Pick<AuthDeps, "db" | "mailer" | "rateLimiter" | "brand" | "logger">,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  const limit = await limitEmailRequest(deps.rateLimiter, "sign-up-existing", { ip, email });
  if (!limit.allowed) return;
  const { publicUrl } = deps.brand;
  // The account's language, not the sign-up page's: the e-mail goes to the account's owner.
  const locale = await accountLocale(deps.db, { email });
  const message = signUpExistingEmail({
    to: email,
    signInUrl: `${publicUrl}${localePathTo(locale, ROUTES.auth)}`,
    passwordResetUrl: `${publicUrl}${localePathTo(locale, ROUTES.requestPasswordReset)}`,
    brand: deps.brand,
    locale,
  });
  await queueNotice(deps, message, "sign-up notice to an existing account");
}
