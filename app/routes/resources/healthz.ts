import { sql } from "drizzle-orm";
import { data } from "react-router";
import type { Route } from "./+types/healthz";

/** For load balancers: 200 only once the database answers. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    await context.db.execute(sql`select 1`);
    return data({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    context.logger.error({ err: error }, "health check: database unreachable");
    return data({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
