import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, notLike, sql } from "drizzle-orm";
import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import { users, verifications } from "#app/db/schema/index";
import type { AuthReason } from "#app/domain/users/redirects";
import type { EmailBrand } from "#app/emails/layout.server";
import { verificationEmail } from "#app/emails/verification.server";
import type { Mailer } from "#app/lib/mailer.server";
import { localePathTo, ROUTES } from "#app/urls";
import { accountLocale } from "./account-locale.server";
import { VERIFICATION_TOKEN_TTL_HOURS } from "./session-policy";

/**
 * E-mail verification links. better-auth's are signed JWTs that stay valid until they expire and
 * are stored nowhere; ours are random, stored only as a SHA-256 hash (a database leak reveals no
 * usable link), expire after a day and work once. A used row is kept (marked) until it expires,
 * so opening the link again says "already verified" instead of "invalid".
 */
const IDENTIFIER_PREFIX = "email-verification:";
const USED_PREFIX = "used:";

export type VerificationLinkState = "valid" | "used" | "expired" | "invalid";

function identifierFor(token: string) {
  return `${IDENTIFIER_PREFIX}${createHash("sha256").update(token).digest("hex")}`;
}

/** A new link's token for this account; only its hash is stored. */
export async function createEmailVerificationToken(
  db: Db | Transaction,
  userId: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: identifierFor(token),
    value: userId,
    expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_HOURS * 60 * 60 * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

/** What a link would do, without using it up (the page shows this before the person confirms). */
export async function inspectEmailVerificationToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<VerificationLinkState> {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifierFor(token)))
    .limit(1);
  if (!row) return "invalid";
  if (row.value.startsWith(USED_PREFIX)) return "used";
  if (row.expiresAt <= now) return "expired";
  return "valid";
}

export type VerificationOutcome = "verified" | "used" | "expired" | "invalid";

/**
 * Uses the link: one UPDATE claims the token (a second click racing the first finds it already
 * marked), then the account is marked verified.
 */
export async function consumeEmailVerificationToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<VerificationOutcome> {
  const identifier = identifierFor(token);
  const [claimed] = await db
    .update(verifications)
    .set({ value: sql`${USED_PREFIX} || ${verifications.value}`, updatedAt: now })
    .where(
      and(
        eq(verifications.identifier, identifier),
        notLike(verifications.value, `${USED_PREFIX}%`),
        gt(verifications.expiresAt, now),
      ),
    )
    .returning({ value: verifications.value });
  if (!claimed) {
    const state = await inspectEmailVerificationToken(db, token, now);
    return state === "valid" ? "invalid" : state;
  }
  const userId = claimed.value.slice(USED_PREFIX.length);
  await db.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
  return "verified";
}

export type VerificationMailInput = {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  /** No name: the e-mail greets nobody by it (verification.server.tsx). */
  user: { id: string; email: string };
  /** Carried through the link so signing in afterwards continues where the person was going. */
  continueWith?: { from?: AuthReason | null; redirectTo?: string | null };
};

/**
 * Creates a link and queues its e-mail in one transaction (docs/decisions/0046-mail-in-the-transaction.md):
 * a link is stored if and only if its e-mail is queued. False if it could not be stored (the
 * caller logs or tells).
 */
export async function queueVerificationEmail({
  db,
  mailer,
  brand,
  user,
  continueWith,
}: VerificationMailInput): Promise<boolean> {
  try {
    await mailer.ready();
    await db.transaction(async (tx) => {
      const token = await createEmailVerificationToken(tx, user.id);
      const params = new URLSearchParams({ token, email: user.email });
      if (continueWith?.from) params.set("from", continueWith.from);
      if (continueWith?.redirectTo) params.set("redirectTo", continueWith.redirectTo);
      const locale = await accountLocale(tx, { id: user.id });
      await mailer.enqueueInTransaction(
        transactionExecutor(tx),
        verificationEmail({
          to: user.email,
          // The page in the e-mail's language: the reader goes on in the words they were written in.
          url: `${brand.publicUrl}${localePathTo(locale, ROUTES.verifyEmail, params)}`,
          validHours: VERIFICATION_TOKEN_TTL_HOURS,
          brand,
          locale,
        }),
      );
    });
  } catch {
    return false;
  }
  mailer.wake();
  return true;
}

/**
 * "Reenviar": a new link if the address has an account that is not verified yet. The lookup runs
 * off the request path and the answer is the same either way, so it reveals nothing.
 */
export function resendVerificationEmail({
  db,
  mailer,
  brand,
  email,
  continueWith,
}: Omit<VerificationMailInput, "user"> & { email: string }): boolean {
  return mailer.defer("verification-resend", async () => {
    const [user] = await db
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user || user.emailVerified) return;
    await queueVerificationEmail({ db, mailer, brand, user, continueWith });
  });
}
