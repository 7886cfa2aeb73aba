import { Redis } from "ioredis";
import type { Logger } from "#app/lib/logger.server";
import {
  createMemoryRateLimitStore,
  type RateLimitRule,
  type RateLimitState,
  type RateLimitStore,
} from "#app/lib/rate-limit.server";

/**
 * The same fixed window as the memory store, counted in Redis so every instance behind the load
 * balancer spends one budget. INCR and the expiry are one Lua script: two instances counting the
 * first attempt at the same moment cannot leave a key without expiry (which would lock it forever).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECR keeps the key's expiry; a key that already expired is not brought back as -1. */
const RELEASE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

/** How long a refused attempt waits while Redis is full. */
const FULL_RETRY_MS = 60_000;

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("OOM ");
}

type RedisWithHit = Redis & {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitRelease(key: string): Promise<number>;
};

type RedisStoreOptions = {
  redis: Redis;
  /** Namespaces the keys (one Redis can serve several apps, or tests run side by side). */
  prefix?: string;
  /**
   * Answers while Redis is unreachable. Default: this process's memory store, so sign-in keeps
   * working and is still limited per instance rather than not at all.
   */
  fallback?: RateLimitStore;
  logger?: Pick<Logger, "warn">;
  /** At most one warning per this many milliseconds while Redis stays down. */
  warnEveryMs?: number;
};

export function createRedisRateLimitStore({
  redis,
  prefix = "zaguan:rl:",
  fallback = createMemoryRateLimitStore(),
  logger,
  warnEveryMs = 30_000,
}: RedisStoreOptions): RateLimitStore {
  const client = redis as RedisWithHit;
  if (typeof client.rateLimitHit !== "function") {
    redis.defineCommand("rateLimitHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  }
  if (typeof client.rateLimitRelease !== "function") {
    redis.defineCommand("rateLimitRelease", { numberOfKeys: 1, lua: RELEASE_SCRIPT });
  }
  let lastWarning = 0;

  function warn(error: unknown, operation: string, message: string) {
    const now = Date.now();
    if (now - lastWarning < warnEveryMs) return;
    lastWarning = now;
    logger?.warn({ err: error, operation }, message);
  }

  // Fail open to the local store: refusing every sign-in because Redis is down would turn a cache
  // outage into a site outage, while a per-instance limit still stops a brute-force run.
  async function withFallback<T>(operation: string, run: () => Promise<T>, local: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      warn(error, operation, "rate limit store unreachable; counting in this process");
      return local();
    }
  }

  return {
    async hit(key, rule) {
      try {
        const [count, ttl] = await client.rateLimitHit(prefix + key, rule.windowMs);
        return { allowed: count <= rule.limit, count, retryAfterMs: Math.max(0, ttl) };
      } catch (error) {
        // Full (maxmemory, noeviction): Redis still holds every live lock but can count nothing
        // more, and this process's store knows none of them. Refuse, as the memory store refuses
        // a new key when full (docs/decisions/0042-limit-store.md).
        if (isOutOfMemory(error)) {
          warn(error, "hit", "rate limit Redis is full; refusing what it cannot count");
          return { allowed: false, count: 0, retryAfterMs: FULL_RETRY_MS };
        }
        warn(error, "hit", "rate limit store unreachable; counting in this process");
        return fallback.hit(key, rule);
      }
    },
    release(key) {
      return withFallback(
        "release",
        async () => {
          await client.rateLimitRelease(prefix + key);
        },
        () => fallback.release(key),
      );
    },
    peek(key, rule) {
      return withFallback(
        "peek",
        async () => readState(redis, prefix + key, rule),
        () => fallback.peek(key, rule),
      );
    },
    reset(key) {
      return withFallback(
        "reset",
        async () => {
          await redis.del(prefix + key);
        },
        () => fallback.reset(key),
      );
    },
  };
}

async function readState(redis: Redis, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  // A pipeline, not MULTI: a full Redis refuses every transaction, reads included, and peek must
  // still see the locks it holds. A key expiring between the two reads reads as no key.
  const replies = await redis.pipeline().get(key).pttl(key).exec();
  if (!replies) throw new Error("Redis discarded the pipeline");
  for (const [error] of replies) if (error) throw error;
  const count = Number(replies[0]?.[1] ?? 0);
  const ttl = Number(replies[1]?.[1] ?? -2);
  if (count === 0 || ttl <= 0) return { allowed: true, count: 0, retryAfterMs: 0 };
  // Like the memory store: the next attempt would be number count + 1.
  return { allowed: count + 1 <= rule.limit, count, retryAfterMs: ttl };
}

/**
 * A client that fails fast instead of queueing commands while disconnected, so a Redis outage
 * costs each sign-in at most `commandTimeout` before the fallback answers. It waits for the first
 * connection (a server starting next to a healthy Redis shares the budget from its first request),
 * but starts anyway if Redis is down, and reconnects by itself.
 */
export async function connectRateLimitRedis(url: string, logger?: Pick<Logger, "warn">): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  // Without a listener ioredis prints every failed reconnection; one warning per outage is enough.
  let connected = true;
  redis.on("ready", () => {
    connected = true;
  });
  redis.on("error", (error) => {
    if (!connected) return;
    connected = false;
    logger?.warn({ err: error }, "redis connection lost; reconnecting");
  });
  await redis.connect().catch(() => {});
  await warnIfEvicting(redis, logger);
  return redis;
}

/**
 * Every key carries an expiry, so any policy but `noeviction` (allkeys-* and volatile-* alike)
 * lets a flood of new keys push live locks out of a full Redis (docs/decisions/0042-limit-store.md).
 * Managed services may refuse CONFIG: then nothing is said.
 */
async function warnIfEvicting(redis: Redis, logger?: Pick<Logger, "warn">) {
  try {
    const reply = (await redis.config("GET", "maxmemory-policy")) as unknown;
    const policy = Array.isArray(reply) ? String(reply[1] ?? "") : "";
    if (policy && policy !== "noeviction") {
      logger?.warn(
        { maxmemoryPolicy: policy },
        "rate limit Redis evicts keys when full: set maxmemory-policy noeviction so no flood can push out a live lock",
      );
    }
  } catch {
    // Not allowed or not connected: the deployment guide says which policy to set.
  }
}
