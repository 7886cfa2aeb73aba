import type { Db } from "#app/db/client.server";
import type { Auth } from "#app/domain/users/auth.server";
import type { Env, PublicEnv } from "#app/lib/env.server";
import type { Logger } from "#app/lib/logger.server";

/** What every loader and action receives from the server (server/app.ts builds it per request). */
export type ZaguanContext = {
  db: Db;
  auth: Auth;
  env: Env;
  publicEnv: PublicEnv;
  logger: Logger;
  requestId: string;
  cspNonce: string;
  clientIp: string;
};

declare module "react-router" {
  interface AppLoadContext extends ZaguanContext {}
}
