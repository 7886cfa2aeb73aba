import { tmpdir } from "node:os";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, magicLink, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { type Db, sqlExecutor } from "#app/db/client.server";
import * as schema from "#app/db/schema/index";
import type { EmailBrand } from "#app/emails/layout.server";
import { passwordResetEmail } from "#app/emails/password-reset.server";
import { signInLinkEmail } from "#app/emails/sign-in-link.server";
import { BRAND_NAME } from "#app/lib/brand";
import { serializeError } from "#app/lib/error-log";
import { createJobQueue } from "#app/lib/jobs.server";
import { logger as defaultLogger, type Logger } from "#app/lib/logger.server";
import { createMailer, type Mailer } from "#app/lib/mailer.server";
import { localePathTo, prefixOf, ROUTES } from "#app/urls";
import { accountLocale } from "./account-locale.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth.schema";
import { hashPassword, verifyPassword } from "./password.server";
import {
  RESET_TOKEN_TTL_SECONDS,
  SESSION_COOKIE_PREFIX,
  SESSION_REFRESH_SECONDS,
  SESSION_SLIDING_SECONDS,
  SIGN_IN_LINK_TTL_SECONDS,
} from "./session-policy";
import { revokeUnsubscribeLinks } from "./unsubscribe-link-version.server";

export type AuthOptions = {
  db: Db;
  secret: string;
  publicUrl: string;
  isProduction: boolean;
  /** Where reset e-mails go; tests that never send one may leave it out (outbox in the temp folder). */
  mailer?: Mailer;
  brand?: EmailBrand;
  logger?: Logger;
};

/**
 * better-auth on our own tables: e-mail + password, database sessions in httpOnly cookies, roles
 * via the admin plugin. Our pages call `auth.api.*` from actions (its HTTP endpoints are closed,
 * see routes/resources/auth-api.ts), so what the library leaves open is hardened here:
 * - passwords: scrypt at OWASP's parameters (password.server.ts), not the lighter default;
 * - reset tokens: stored hashed (SHA-256), single-use, 1 hour, and a reset ends every session;
 * - e-mail verification: our own hashed single-use tokens (email-verification.server.ts), because
 *   better-auth's are stateless JWTs that cannot be used up;
 * - sessions: 7 days sliding, plus an absolute limit enforced in session.server.ts;
 * - one-time sign-in links (magic-link plugin, for an account locked by strangers' guesses): stored
 *   hashed, single-use, 15 minutes, never creating an account; sent only to verified addresses and
 *   used only by a POST from our page (sign-in-link.server.ts);
 * - a second factor (two-factor plugin): an authenticator app and recovery codes, required of staff
 *   and of owners who turn it on (second-factor.server.ts).
 */
export function createAuth({
  db,
  secret,
  publicUrl,
  isProduction,
  logger = defaultLogger,
  brand = { name: BRAND_NAME, publicUrl, supportEmail: "soporte@zaguan.es" },
  mailer = createMailer({
    from: `${BRAND_NAME} <no-responder@zaguan.es>`,
    outboxDir: path.join(tmpdir(), "zaguan-outbox"),
    logger,
    jobs: createJobQueue({ executeSql: sqlExecutor(db), logger, maintenance: false }),
  }),
}: AuthOptions) {
  return betterAuth({
    appName: brand.name,
    secret,
    baseURL: publicUrl,
    basePath: prefixOf(ROUTES.authApi),
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Only enqueues: the request that asked for it does not wait for (or reveal) the delivery.
      sendResetPassword: async ({ user, token }) => {
        const locale = await accountLocale(db, { id: user.id });
        // The page in the e-mail's language, so the reader goes on in the words they were written in.
        const url = `${publicUrl}${localePathTo(locale, ROUTES.resetPassword, { token })}`;
        await mailer.enqueue(
          passwordResetEmail({
            to: user.email,
            // Typed text reaches an address only once it is proved (docs/decisions/0027-…).
            name: user.emailVerified ? user.name : null,
            url,
            validMinutes: RESET_TOKEN_TTL_SECONDS / 60,
            brand,
            locale,
          }),
        );
      },
      // Whoever opened the reset link owns the mailbox: the address counts as verified. A new
      // password ends every session, and every unsubscribe link of the e-mails sent before.
      onPasswordReset: async ({ user }) => {
        await revokeUnsubscribeLinks(db, user.id);
        if (user.emailVerified) return;
        await db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, user.id));
      },
    },
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: SESSION_SLIDING_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      additionalFields: {
        secondFactorVerifiedAt: { type: "date", required: false, input: false },
      },
    },
    user: {
      additionalFields: {
        dni: { type: "string", required: false, input: false },
      },
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      magicLink({
        expiresIn: SIGN_IN_LINK_TTL_SECONDS,
        storeToken: "hashed",
        disableSignUp: true,
        // Our page, not the plugin's GET endpoint (closed): opening the link shows a button and only
        // its POST signs in, so a mail scanner that follows links does not use the token up.
        sendMagicLink: async ({ email, token, metadata }) => {
          const locale = await accountLocale(db, { email });
          // The page in the e-mail's language, as the reset link is.
          const url = `${publicUrl}${localePathTo(locale, ROUTES.signInLink, { token })}`;
          const name = typeof metadata?.name === "string" ? metadata.name : "";
          const queued = await mailer.enqueue(
            signInLinkEmail({
              to: email,
              name,
              url,
              validMinutes: SIGN_IN_LINK_TTL_SECONDS / 60,
              brand,
              locale,
            }),
          );
          if (!queued) throw new Error("sign-in link e-mail not queued");
        },
      }),
      // Authenticator apps (TOTP, RFC 6238) and recovery codes; which sessions passed it is ours to
      // record and check (second-factor.server.ts, docs/decisions/0043-staff-second-factor.md).
      twoFactor({
        issuer: brand.name,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
      }),
    ],
    // Its limiter only sees HTTP calls to /api/auth (closed) and keeps counters per process; ours
    // sits in front of the actions (auth-rate-limits.server.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: isProduction,
      cookiePrefix: SESSION_COOKIE_PREFIX,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure: isProduction },
    },
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        // An adapter's error is a failed query: written without its parameters (lib/error-log.ts).
        const details =
          args.length > 0
            ? { details: args.map((arg) => (arg instanceof Error ? serializeError(arg) : String(arg))) }
            : {};
        if (level === "error") logger.error(details, `auth: ${message}`);
        else if (level === "warn") logger.warn(details, `auth: ${message}`);
        else logger.debug(details, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
