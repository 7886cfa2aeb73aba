/**
 * How much memory the in-process limit store holds (docs/decisions/0042-limit-store.md):
 *
 *   node --expose-gc --import tsx scripts/probes/limit-store-memory.ts [--flood=30000]
 *
 * 1. An account locked by 50 addresses, then `--flood` refused sign-ins with made-up e-mails from
 *    one address: the keys and heap the store holds, and whether the lock is still there.
 * 2. The store filled to its cap with keys shaped like the sign-in ones: the most it can ever hold.
 * Heap figures are the difference in `heapUsed` after a forced collection, so run with --expose-gc.
 */
import { AUTH_RATE_LIMITS, reserveSignInAttempt } from "#app/domain/users/auth-rate-limits.server";
import { createMemoryRateLimitStore } from "#app/lib/rate-limit.server";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const FLOOD = Number(option("flood", "30000"));
const MAX_KEYS = 200_000;

const gc = (globalThis as { gc?: () => void }).gc;
function heapUsed(): number {
  gc?.();
  return process.memoryUsage().heapUsed;
}
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function flood() {
  const before = heapUsed();
  const store = createMemoryRateLimitStore({ maxKeys: MAX_KEYS });
  const owner = "duena@example.es";
  for (let address = 0; address < AUTH_RATE_LIMITS.signInFailuresPerAccount.limit; address++) {
    await reserveSignInAttempt(store, { email: owner, ip: `192.0.2.${address + 1}` });
  }
  let refused = 0;
  for (let request = 0; request < FLOOD; request++) {
    const verdict = await reserveSignInAttempt(store, {
      email: `inventado-${request}@example.es`,
      ip: "203.0.113.99",
    });
    if (!verdict.allowed) refused++;
  }
  const locked = await reserveSignInAttempt(store, { email: owner, ip: "198.51.100.21" });
  const after = heapUsed();
  return { store, refused, locked: !locked.allowed && locked.accountLocked, bytes: after - before };
}

async function full() {
  const before = heapUsed();
  const store = createMemoryRateLimitStore({ maxKeys: MAX_KEYS });
  // Sign-in keys of realistic length: an account and address pair per key.
  for (let key = 0; key < MAX_KEYS; key++) {
    await store.hit(`sign-in:account-ip:cuenta-${key}@example.es|2001:db8:${key.toString(16)}::/64`, {
      limit: 10,
      windowMs: 15 * 60_000,
    });
  }
  const after = heapUsed();
  return { store, bytes: after - before };
}

async function main() {
  if (!gc) console.warn("run with --expose-gc for exact heap figures");
  const flooded = await flood();
  console.log("| measure | value |\n| --- | --- |");
  console.log(`| refused sign-ins from one address | ${flooded.refused} of ${FLOOD} |`);
  console.log(`| keys held after the flood | ${flooded.store.size()} |`);
  console.log(`| heap held by the store after the flood | ${megabytes(flooded.bytes)} |`);
  console.log(`| the earlier lock still in place | ${flooded.locked ? "yes" : "no"} |`);
  const capped = await full();
  console.log(`| keys at the cap | ${capped.store.size()} |`);
  console.log(
    `| heap of a full store | ${megabytes(capped.bytes)} (${Math.round(capped.bytes / MAX_KEYS)} bytes a key) |`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
