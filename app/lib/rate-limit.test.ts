import { describe, expect, test } from "vitest";
import { createMemoryRateLimitStore } from "./rate-limit.server";

const rule = { limit: 3, windowMs: 60_000 };

describe("in-memory rate limit store", () => {
  test("allows `limit` hits per window, then refuses with the time left", async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore({ now: () => now });
    const results = [];
    for (let hit = 0; hit < 4; hit++) results.push(await store.hit("k", rule));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterMs).toBe(60_000);
    now += 59_999;
    expect((await store.hit("k", rule)).allowed).toBe(false);
    now += 1;
    expect(await store.hit("k", rule)).toMatchObject({ allowed: true, count: 1 });
  });

  test("peek tells whether the next attempt would pass, without counting", async () => {
    const store = createMemoryRateLimitStore();
    expect(await store.peek("k", rule)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
    await store.hit("k", rule);
    await store.hit("k", rule);
    expect((await store.peek("k", rule)).allowed).toBe(true);
    await store.hit("k", rule);
    expect((await store.peek("k", rule)).allowed).toBe(false);
    expect((await store.peek("k", rule)).count).toBe(3);
  });

  test("release gives back one counted attempt, never below zero, and keeps the window", async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore({ now: () => now });
    for (let hit = 0; hit < 3; hit++) await store.hit("k", rule);
    await store.release("k");
    expect(await store.peek("k", rule)).toMatchObject({ allowed: true, count: 2, retryAfterMs: 60_000 });
    for (let release = 0; release < 5; release++) await store.release("k");
    now += 1_000;
    expect(await store.hit("k", rule)).toMatchObject({ allowed: true, count: 1, retryAfterMs: 59_000 });
  });

  test("keys are independent and reset forgets one", async () => {
    const store = createMemoryRateLimitStore();
    for (let hit = 0; hit < 3; hit++) await store.hit("a", rule);
    expect((await store.peek("a", rule)).allowed).toBe(false);
    expect((await store.peek("b", rule)).allowed).toBe(true);
    await store.reset("a");
    expect((await store.peek("a", rule)).allowed).toBe(true);
  });

  test("a flood of distinct keys never pushes out a live counter: the newcomers are refused until one expires", async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore({ now: () => now, maxKeys: 100 });
    for (let hit = 0; hit < 4; hit++) await store.hit("locked-account", { limit: 3, windowMs: 3_600_000 });
    for (let key = 0; key < 1_000; key++) await store.hit(`ip-${key}`, rule);
    expect(store.size()).toBe(100);
    // The lock counted first is still there, and so is every budget counted before the store filled.
    expect(await store.peek("locked-account", rule)).toMatchObject({ allowed: false, count: 4 });
    expect((await store.peek("ip-0", rule)).count).toBe(1);
    expect((await store.peek("ip-98", rule)).count).toBe(1);
    // Full: a new key is refused (fail closed) and told to come back when the first window ends.
    const refused = await store.hit("ip-999", rule);
    expect(refused).toMatchObject({ allowed: false, count: 0 });
    expect(refused.retryAfterMs).toBe(60_000);
    // A key already counted still counts.
    expect(await store.hit("ip-0", rule)).toMatchObject({ allowed: true, count: 2 });

    now += 60_000;
    expect(await store.hit("ip-999", rule)).toMatchObject({ allowed: true, count: 1 });
    expect(store.size()).toBe(2);
    expect((await store.peek("locked-account", rule)).allowed).toBe(false);
  });
});
