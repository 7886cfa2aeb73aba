import { isAPIError } from "better-auth/api";
import type { Db } from "#app/db/client.server";
import type { UserRole } from "#app/db/schema/users";
import { recordAudit } from "#app/domain/kernel/audit.server";
import type { Auth } from "#app/domain/users/auth.server";
import { queueVerificationEmail } from "#app/domain/users/email-verification.server";
import type { EmailBrand } from "#app/emails/layout.server";
import { testEmail } from "#app/emails/test-email.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { AdminActor } from "./actions.server";
import { ADMIN_MESSAGES, CREATE_USER_ERRORS } from "./messages";

export type ToolOutcome = { ok: true; title: string; message: string } | { ok: false; message: string };

/**
 * Goes through the job queue like every e-mail, tried once, and the
 * answer waits for the delivery, because the point is to learn whether the mail server accepts
 * it. The failure is logged with its cause (and listed under "Trabajos fallidos", where it can be
 * retried); the admin reads the line.
 */
export async function sendTestEmail({
  db,
  mailer,
  brand,
  logger,
  actor,
  to,
}: {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  logger: Logger;
  actor: AdminActor;
  to: string;
}): Promise<ToolOutcome> {
  try {
    await mailer.send(testEmail({ to, brand }));
  } catch (error) {
    logger.error({ err: error, transport: mailer.transport }, "test e-mail not delivered");
    return { ok: false, message: ADMIN_MESSAGES.sendEmailErrorDetail };
  }
  await recordAudit(db, actor, {
    action: "email.test_sent",
    targetType: "email",
    targetId: to,
    details: { transport: mailer.transport },
  });
  return { ok: true, title: ADMIN_MESSAGES.testEmailSentTitle, message: ADMIN_MESSAGES.testEmailSent(to) };
}

/**
 * Through better-auth's admin plugin: it hashes the password as sign-up
 * does and, given the admin's own request headers, checks their role once more. The account starts
 * unverified and gets the usual verification e-mail: whoever owns the address confirms it (and can
 * then choose their own password with "¿Has olvidado tu contraseña?").
 */
export async function createUserAsAdmin({
  db,
  auth,
  mailer,
  brand,
  logger,
  actor,
  headers,
  input,
}: {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  brand: EmailBrand;
  logger: Logger;
  actor: AdminActor;
  headers: Headers;
  input: { name: string; email: string; password: string; role: UserRole };
}): Promise<ToolOutcome> {
  let user: { id: string; name: string; email: string };
  try {
    const created = await auth.api.createUser({
      headers,
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        // Its types know only the plugin's default roles; ours add 'tester' (checked by users_role_check).
        role: input.role as "user" | "admin",
      },
    });
    user = { id: created.user.id, name: created.user.name, email: created.user.email };
  } catch (error) {
    const code = isAPIError(error) ? (error.body?.code ?? "") : "";
    const known = CREATE_USER_ERRORS[code];
    if (!known) logger.error({ err: error }, "admin create-user failed");
    return {
      ok: false,
      message: known ?? CREATE_USER_ERRORS.FAILED_TO_CREATE_USER ?? ADMIN_MESSAGES.unexpected,
    };
  }
  await recordAudit(db, actor, {
    action: "user.created",
    targetType: "user",
    targetId: user.id,
    details: { email: user.email, role: input.role },
  });
  let mailed = false;
  try {
    mailed = await queueVerificationEmail({ db, mailer, brand, user });
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "verification e-mail not queued after admin create-user");
  }
  return {
    ok: true,
    title: ADMIN_MESSAGES.userCreatedTitle,
    message: mailed
      ? ADMIN_MESSAGES.userCreated(user.email)
      : ADMIN_MESSAGES.userCreatedMailPending(user.email),
  };
}
