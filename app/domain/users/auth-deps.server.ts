import type { Db } from "#app/db/client.server";
import { emailBrand } from "#app/emails/brand.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Env } from "#app/lib/env.server";
import type { Logger } from "#app/lib/logger.server";
import type { Mailer } from "#app/lib/mailer.server";
import type { RateLimitStore } from "#app/lib/rate-limit.server";
import type { Auth } from "./auth.server";

/** What the account operations need, taken from the request's context (tests build their own). */
export type AuthDeps = {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  rateLimiter: RateLimitStore;
  brand: EmailBrand;
  logger: Logger;
};

/** The parts of the request's context (app/load-context.ts) the account operations use. */
type AuthContext = Omit<AuthDeps, "brand"> & { env: Env };

export function authDeps(context: AuthContext): AuthDeps {
  return {
    db: context.db,
    auth: context.auth,
    mailer: context.mailer,
    rateLimiter: context.rateLimiter,
    brand: emailBrand(context.env),
    logger: context.logger,
  };
}

/** The request's headers with the address the trusted proxy reported, so sessions record the real one. */
export function headersWithClientIp(headers: Headers, clientIp: string): Headers {
  const copy = new Headers(headers);
  copy.set("x-forwarded-for", clientIp);
  return copy;
}
