import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { Db } from "#app/db/client.server";
import * as schema from "#app/db/schema/index";

export type AuthOptions = {
  db: Db;
  secret: string;
  publicUrl: string;
  isProduction: boolean;
};

/** better-auth on our own tables: e-mail + password, database sessions in httpOnly cookies, roles via the admin plugin. */
export function createAuth({ db, secret, publicUrl, isProduction }: AuthOptions) {
  return betterAuth({
    appName: "Zaguán",
    secret,
    baseURL: publicUrl,
    basePath: "/api/auth",
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    user: {
      additionalFields: {
        dni: { type: "string", required: false, input: false },
      },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    advanced: {
      useSecureCookies: isProduction,
      cookiePrefix: "zaguan",
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
