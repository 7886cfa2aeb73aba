/**
 * A named moment at which the crash scenarios (scripts/crash/mail.ts) kill the server with SIGKILL,
 * so that "right after the commit, before anything else runs" is a point the scenario can hit every
 * time rather than by luck. Off unless `ZAGUAN_CRASH_AT` names the point; read here, once, because
 * it is no setting of the product (app/lib/env.server.ts holds those).
 */
const CRASH_AT = process.env.ZAGUAN_CRASH_AT;

export function crashPoint(name: "offer-move-committed"): void {
  if (CRASH_AT === name) process.kill(process.pid, "SIGKILL");
}
