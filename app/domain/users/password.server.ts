import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { verifyPassword as verifyLegacyPassword } from "better-auth/crypto";
import { createSemaphore } from "#app/lib/semaphore.server";

/**
 * Password hashing with scrypt at OWASP's parameters (Password Storage Cheat Sheet lists
 * N=2^17,r=8,p=1 and the equivalent N=2^16,r=8,p=2). We use the second: the same work for an
 * attacker, half the memory per hash (64 MiB). better-auth's default (N=2^14, r=16, p=1) is below that.
 *
 * Format: `$scrypt$ln=16,r=8,p=2$<salt base64>$<key base64>`, parameters inside, so they can be
 * raised later and old hashes still verify (and get rehashed at the next sign-in).
 */
type Params = { log2N: number; r: number; p: number };

export const OWASP_PASSWORD_HASH_PARAMS = { log2N: 16, r: 8, p: 2 } as const;

/**
 * Test runs only (`PASSWORD_HASH_COST=test`, set by vitest.config.ts and the e2e server; a production
 * server refuses to start with it, env.server.ts): still scrypt, at 4 MiB instead of 64. Each
 * sign-in of a test cost ~0.3 s of CPU at OWASP's cost, most of the suite's database layers'
 * CPU time (docs/benchmarks/test-suite.md).
 */
const TEST_PASSWORD_HASH_PARAMS = { log2N: 12, r: 8, p: 1 } as const;

/** The parameters of every new hash; older or weaker hashes are redone at the next sign-in. */
export const PASSWORD_HASH_PARAMS: Params =
  process.env.PASSWORD_HASH_COST === "test" ? TEST_PASSWORD_HASH_PARAMS : OWASP_PASSWORD_HASH_PARAMS;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = "$scrypt$";
const HASH_PATTERN =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

/**
 * Hashing has a lane of its own: at most half the cores hash at once, the other sign-ins wait in
 * line. Unbounded, a few sign-ins a second filled libuv's four threads, which page compression and
 * file reads share, and took both cores: 1 % of sign-ins in a browsing mix cut throughput by half
 * and multiplied p99 by five (docs/reliability.md, "Sign-ins under load"). Waiting here costs a
 * sign-in some milliseconds; it also caps hashing memory at 64 MiB per lane.
 */
const hashingLane = createSemaphore(Math.max(1, Math.floor(availableParallelism() / 2)));

function derive(password: string, salt: Buffer, params: Params, length: number) {
  return hashingLane.run(() => scryptKey(password, salt, params, length));
}

function scryptKey(password: string, salt: Buffer, { log2N, r, p }: Params, length: number) {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    // NFKC: the same password typed on two keyboards (composed or decomposed accents) matches.
    scrypt(password.normalize("NFKC"), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: Params = PASSWORD_HASH_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return `${PREFIX}ln=${params.log2N},r=${params.r},p=${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (!hash.startsWith(PREFIX)) {
    // Hashes written before this module (better-auth's `salt:key` hex) still verify.
    return hashingLane.run(() => verifyLegacyPassword({ hash, password })).catch(() => false);
  }
  const match = HASH_PATTERN.exec(hash);
  if (!match) return false;
  const [, log2N, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(key, "base64");
  const params = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  // Refuse absurd parameters from a tampered row instead of allocating gigabytes.
  if (params.log2N > 20 || params.r > 32 || params.p > 16 || expected.length < 32) return false;
  const actual = await derive(password, Buffer.from(salt, "base64"), params, expected.length);
  return timingSafeEqual(actual, expected);
}

/** True for hashes weaker than today's parameters (legacy format or lower cost). */
export function needsRehash(hash: string): boolean {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return true;
  const [log2N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const cost = 2 ** log2N * r * p;
  const wanted = 2 ** PASSWORD_HASH_PARAMS.log2N * PASSWORD_HASH_PARAMS.r * PASSWORD_HASH_PARAMS.p;
  return cost < wanted || r < PASSWORD_HASH_PARAMS.r;
}
