/**
 * What a sign-in costs the server in password hashing: the median time of one hash at today's
 * parameters (scrypt N=2^16, r=8, p=2 — OWASP), at better-auth's default (N=2^14, r=16, p=1) for
 * comparison, and of four hashes at once (libuv's default thread pool, i.e. four sign-ins in
 * parallel). Run on an idle machine:
 *
 *   node --import tsx scripts/bench/password-hash.ts
 */
import { hashPassword as betterAuthDefault } from "better-auth/crypto";
import { hashPassword } from "#app/domain/users/password.server";

const RUNS = Number(process.env.HASH_RUNS ?? 9);

async function median(label: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  await run(); // warm-up
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const middle = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`${label.padEnd(52)} median ${middle.toFixed(0).padStart(5)} ms  (${RUNS} runs)`);
}

await median("scrypt N=2^16 r=8 p=2 (ours), one hash", () => hashPassword("zaguan-demo"));
await median("scrypt N=2^14 r=16 p=1 (better-auth default)", () => betterAuthDefault("zaguan-demo"));
await median("ours, four hashes at once (wall time)", () =>
  Promise.all(Array.from({ length: 4 }, () => hashPassword("zaguan-demo"))),
);
