import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { TEST_REDIS_URL as REDIS_URL, redisAnswers } from "#tests/support/redis";
import { connectRateLimitRedis, createRedisRateLimitStore } from "./rate-limit-redis.server";

const rule = { limit: 3, windowMs: 60_000 };

const available = await redisAnswers(REDIS_URL);
if (!available) console.warn(`Redis rate-limit tests skipped: nothing answers PING at ${REDIS_URL}`);

describe.skipIf(!available)("Redis rate limit store (real Redis)", () => {
  // A unique prefix per test: the machine's Redis is shared, and nothing is left behind.
  const clients: Redis[] = [];
  const prefixes: string[] = [];
  async function instance(prefix: string) {
    const redis = await connectRateLimitRedis(REDIS_URL);
    clients.push(redis);
    return createRedisRateLimitStore({ redis, prefix });
  }
  function newPrefix() {
    const prefix = `zaguan-test:${randomUUID()}:`;
    prefixes.push(prefix);
    return prefix;
  }
  afterAll(async () => {
    const cleaner = new Redis(REDIS_URL);
    for (const prefix of prefixes) {
      const keys = await cleaner.keys(`${prefix}*`);
      if (keys.length > 0) await cleaner.del(...keys);
    }
    cleaner.disconnect();
    for (const client of clients) client.disconnect();
  });

  test("two instances share one budget: the fourth attempt is refused whichever instance gets it", async () => {
    const prefix = newPrefix();
    const a = await instance(prefix);
    const b = await instance(prefix);
    const verdicts = [
      await a.hit("signin:ana@example.es", rule),
      await b.hit("signin:ana@example.es", rule),
      await a.hit("signin:ana@example.es", rule),
      await b.hit("signin:ana@example.es", rule),
    ];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts.map((verdict) => verdict.count)).toEqual([1, 2, 3, 4]);
    // Retry-After counts from the first attempt of the window, as in the memory store.
    expect(verdicts[3]?.retryAfterMs).toBeGreaterThan(59_000);
    expect(verdicts[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await a.peek("signin:ana@example.es", rule)).allowed).toBe(false);
  });

  test("concurrent hits from many instances are all counted (atomic)", async () => {
    const prefix = newPrefix();
    const stores = await Promise.all(Array.from({ length: 5 }, () => instance(prefix)));
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        stores[index % 5]?.hit("ip:192.0.2.1", { limit: 10, windowMs: 5_000 }),
      ),
    );
    expect(verdicts.filter((verdict) => verdict?.allowed)).toHaveLength(10);
    expect(Math.max(...verdicts.map((verdict) => verdict?.count ?? 0))).toBe(50);
    const cleaner = new Redis(REDIS_URL);
    // The key always carries an expiry, so it cannot lock someone out forever.
    const ttl = await cleaner.pttl(`${prefix}ip:192.0.2.1`);
    cleaner.disconnect();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });

  test("peek does not count; reset on one instance clears the key for all", async () => {
    const prefix = newPrefix();
    const a = await instance(prefix);
    const b = await instance(prefix);
    expect(await a.peek("k", rule)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
    await a.hit("k", rule);
    await a.hit("k", rule);
    expect(await b.peek("k", rule)).toMatchObject({ allowed: true, count: 2 });
    await b.hit("k", rule);
    expect(await a.peek("k", rule)).toMatchObject({ allowed: false, count: 3 });
    await b.reset("k");
    expect(await a.peek("k", rule)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
  });

  test("a burst of reservations from two instances lets exactly `limit` through; release gives one back, never below zero", async () => {
    const prefix = newPrefix();
    const a = await instance(prefix);
    const b = await instance(prefix);
    const sign = { limit: 8, windowMs: 60_000 };
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 ? a : b).hit("account:ana@example.es", sign)),
    );
    expect(burst.filter((state) => state.allowed)).toHaveLength(8);
    await a.reset("k");
    await a.hit("k", rule);
    await b.release("k");
    await b.release("k");
    expect(await a.peek("k", rule)).toMatchObject({ allowed: true, count: 0 });
    expect((await a.hit("k", rule)).count).toBe(1);
  });

  test("the window ends: attempts are allowed again after windowMs", async () => {
    const prefix = newPrefix();
    const store = await instance(prefix);
    const short = { limit: 1, windowMs: 300 };
    expect((await store.hit("k", short)).allowed).toBe(true);
    expect((await store.hit("k", short)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await store.hit("k", short)).toMatchObject({ allowed: true, count: 1 });
  });
});

/** A private redis-server we may kill, so the shared one on this machine is never disturbed. */
async function startPrivateRedis(
  extra: string[] = [],
): Promise<{ url: string; stop: () => Promise<void>; port: number }> {
  const port = await freePort();
  return startRedisOn(port, extra);
}
async function startRedisOn(port: number, extra: string[] = []) {
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1", ...extra],
    { stdio: "ignore" },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50 && !(await redisAnswers(url)); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

const redisServerInstalled = await new Promise<boolean>((resolve) => {
  const probe = spawn("redis-server", ["--version"], { stdio: "ignore" });
  probe.on("error", () => resolve(false));
  probe.on("exit", (code) => resolve(code === 0));
});

describe.skipIf(!redisServerInstalled)("Redis going down mid-run", () => {
  const stops: Array<() => Promise<void>> = [];
  const clients: Redis[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    for (const stop of stops.splice(0)) await stop().catch(() => {});
  });

  test("fails open to a per-instance limit with one warning, and shares again once Redis is back", async () => {
    const server = await startPrivateRedis();
    stops.push(server.stop);
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) };
    const redis = await connectRateLimitRedis(server.url);
    clients.push(redis);
    const store = createRedisRateLimitStore({ redis, prefix: "t:", logger });

    await store.hit("k", rule);
    await store.hit("k", rule);
    expect((await store.peek("k", rule)).count).toBe(2);

    await server.stop();
    const started = Date.now();
    // Sign-in keeps answering (no exception, no hang) and the limit still holds in this process.
    const during = [];
    for (let hit = 0; hit < 4; hit++) during.push(await store.hit("k", rule));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(during.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(warnings).toHaveLength(1);

    const restarted = await startRedisOn(server.port);
    stops.push(restarted.stop);
    // ioredis reconnects by itself; then the shared counter is used again (a fresh one: Redis lost its data).
    let back = false;
    for (let attempt = 0; attempt < 60 && !back; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = redis.status === "ready";
    }
    expect(back).toBe(true);
    expect(await store.hit("k", rule)).toMatchObject({ allowed: true, count: 1 });
    const other = new Redis(restarted.url);
    clients.push(other);
    expect(await other.get("t:k")).toBe("1");
  }, 20_000);

  test("a full Redis keeps every live lock and refuses what it cannot count, rather than forgetting", async () => {
    const server = await startPrivateRedis(["--maxmemory-policy", "noeviction"]);
    stops.push(server.stop);
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) };
    const redis = await connectRateLimitRedis(server.url, logger);
    clients.push(redis);
    expect(warnings).toHaveLength(0);
    const store = createRedisRateLimitStore({ redis, prefix: "t:", logger });
    for (let hit = 0; hit < 4; hit++) await store.hit("locked", rule);

    // Fill it: one big value, then a limit below what it now holds (a client without the store's
    // short command timeout, so a loaded machine does not turn the fill into an outage).
    const admin = new Redis(server.url);
    clients.push(admin);
    await admin.set("filler", "x".repeat(2_000_000));
    await admin.config("SET", "maxmemory", "1mb");
    const refused = await store.hit("new-key", rule);
    expect(refused).toMatchObject({ allowed: false, count: 0 });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(await store.hit("locked", rule)).toMatchObject({ allowed: false });
    expect(await store.peek("locked", rule)).toMatchObject({ allowed: false, count: 4 });
    expect(warnings).toHaveLength(1);
  }, 20_000);

  test("says so at start when the Redis would evict live keys under memory pressure", async () => {
    const server = await startPrivateRedis(["--maxmemory-policy", "allkeys-lru"]);
    stops.push(server.stop);
    const warnings: unknown[] = [];
    const redis = await connectRateLimitRedis(server.url, {
      warn: (...args: unknown[]) => warnings.push(args),
    });
    clients.push(redis);
    expect(JSON.stringify(warnings)).toContain("allkeys-lru");
  }, 20_000);
});
