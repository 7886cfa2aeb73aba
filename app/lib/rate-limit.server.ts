/**
 * Counting attempts per key in a fixed window. The store is an interface so the in-memory one
 * (one process) can be swapped for a shared one (Redis) when the app runs on several machines.
 */
export type RateLimitRule = {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
};

export type RateLimitState = {
  /** False once `limit` attempts were counted in the current window. */
  allowed: boolean;
  /** Attempts counted in the current window. */
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  retryAfterMs: number;
};

export interface RateLimitStore {
  /**
   * Counts one attempt, then says whether it was within the limit. Limits call it before the work
   * they guard: counting afterwards would let a burst of simultaneous attempts all pass the check.
   */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Gives back one counted attempt that turned out not to count (a right password). */
  release(key: string): Promise<void>;
  /** Reads the state without counting (monitoring and tests; never in front of guarded work). */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Forgets the key (a successful sign-in clears that account's failures). */
  reset(key: string): Promise<void>;
}

type Entry = { count: number; resetAt: number };

type MemoryStoreOptions = {
  now?: () => number;
  /** Above this many keys, expired entries are swept; if all are live the oldest go first. */
  maxKeys?: number;
};

/** One process's counters. Lost on restart, which only ever errs on the side of letting people in. */
export function createMemoryRateLimitStore({
  now = Date.now,
  maxKeys = 50_000,
}: MemoryStoreOptions = {}): RateLimitStore {
  const entries = new Map<string, Entry>();

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function state(entry: Entry | undefined, rule: RateLimitRule, counted: number): RateLimitState {
    if (!entry) return { allowed: true, count: 0, retryAfterMs: 0 };
    return {
      allowed: counted <= rule.limit,
      count: entry.count,
      retryAfterMs: Math.max(0, entry.resetAt - now()),
    };
  }

  function sweep() {
    if (entries.size < maxKeys) return;
    const current = now();
    for (const [key, entry] of entries) if (entry.resetAt <= current) entries.delete(key);
    // Still full of live keys (a flood of distinct keys): drop the oldest insertions.
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  }

  return {
    async hit(key, rule) {
      let entry = live(key);
      if (!entry) {
        sweep();
        entry = { count: 0, resetAt: now() + rule.windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return state(entry, rule, entry.count);
    },
    async release(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async peek(key, rule) {
      const entry = live(key);
      // The next attempt would be number count + 1.
      return state(entry, rule, (entry?.count ?? 0) + 1);
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}
